"""Computer players: an engine view in, an action out."""
