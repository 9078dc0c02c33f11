"""StudDesk: stud poker for home games: the three casino studs and the home games
(:class:`studdesk.engine.config.Variant`)."""

__version__ = "0.1.0"
