"""The desktop client. The only package that imports PySide6 (see README.md here).

Importing this package loads no Qt: ``studdesk.gui.commands`` is registered with the command
line and must stay light. The modules:

- ``app``: ``run_gui(argv)``, the main window (lobby and table)
- ``session``: ``TableSession``, the one interface to a table; ``HandRecord``, ``TableStatus``;
  ``start_local_table``, ``start_hosting``, ``open_network_session``; ``NetworkPlaces``, ``Pace``
- ``net_session``: ``NetSession``, a ``net.client`` connection (and a host it started) behind
  the session's signals: every game, hotseat and solo included
- ``lan``: ``LanBrowser``, the lobby's live list of tables (zeroconf, through ``net.discovery``)
- ``table_controls``: the notice strip, the Table and Host menus, the ledger
- ``dev_session``: ``EngineSession``, engine hands in-process (screenshots, widget tests)
- ``table_window``: the table window wiring a session to the scene, bar, log and chat
- ``table_scene`` / ``table_items`` / ``table_view``: the felt, seats, cards, chips, animations
- ``event_player``: plays events as animations and applies snapshots in order
- ``action_bar`` / ``hand_strength``: legal-action buttons, shortcuts, pre-actions, strength
- ``narrator`` / ``journal`` / ``last_hand``: the dealer's words, hand records, Last hand
- ``hand_words`` / ``money``: hand names and chip amounts in the interface's language
- ``handover``: the hotseat cover; ``lobby``, ``host_dialog``, ``settings_dialog``
- ``settings`` / ``i18n`` / ``theme`` / ``art`` / ``paths``: plumbing
- ``shots`` / ``commands``: ``studdesk shots OUTDIR [--language CODE]``
"""
