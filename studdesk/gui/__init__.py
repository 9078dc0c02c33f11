"""The desktop client. The only package that imports PySide6 (see README.md here).

Importing this package loads no Qt: ``studdesk.gui.tools.shots_cli`` is registered with the
command line and must stay light. Grouped by area:

- ``app``: ``run_gui(argv)``, the main window (lobby and table)
- ``session/``: ``table_session`` (``TableSession``, the one interface to a table, and its
  records), ``net_session`` (``NetSession``: a ``net.client`` connection behind the session's
  signals, every game included), ``engine_session`` (engine hands in-process: shots, widget tests)
- ``table/``: the table window and what it shows: ``window``, ``scene`` / ``items`` /
  ``graphics_view`` (felt, seats, cards, chips, animations), ``event_player``, ``action_bar``,
  ``hand_strength``, ``handover`` (the hotseat cover), ``controls`` (notices, menus, ledger)
- ``lobby/``: ``lobby_widget`` (lobby, hotseat and connect dialogs), ``host_dialog``, ``lan``
- ``history/``: ``hand_history`` (the hands of a session), ``last_hand`` (the Last hand window)
- ``text/``: ``narrator``, ``hand_words``, ``money``, ``i18n``: words in the interface's language
- ``platform/``: ``settings``, ``settings_dialog``, ``theme``, ``art``, ``paths``
- ``tools/``: ``shots`` and ``shots_cli`` (``studdesk shots OUTDIR [--language CODE]``)
"""
