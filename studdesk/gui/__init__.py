"""The desktop client. The only package that imports PySide6 (see README.md here).

Importing this package loads no Qt: ``studdesk.gui.tools.shots_cli`` is registered with the
command line and must stay light. Grouped by area:

- ``app``: ``run_gui(argv)``, the main window (lobby and table)
- ``session/``: ``table_session`` (``TableSession``, the one interface to a table, and its
  records), ``setup`` (what the dialogs choose, no Qt), ``net_session`` (``NetSession``: a
  ``net.client`` connection behind the session's signals, and its factories),
  ``core_session`` (``CoreSession``: the table core in this process for hotseat, solo,
  ``studdesk shots`` and the widget tests)
- ``table/``: the table window and what it shows: ``presenter`` (Qt-free: what the window
  shows, on the animation timeline), ``window``, ``scene`` / ``items`` /
  ``seat_layout`` / ``felt`` / ``graphics_view`` (seats, cards, chips, animations, the painted
  table), ``event_player``, ``action_bar``,
  ``hand_strength``, ``handover`` (the hotseat cover), ``controls`` (notices, menus, ledger)
- ``lobby/``: ``lobby_widget``, ``lan_model`` (the LAN list's model), ``host_dialog``,
  ``hotseat_dialog``, ``connect_dialog``, ``resume_question``, ``game_choice`` (the boxes both
  dialogs use), ``lan`` (the LAN list's browser)
- ``history/``: ``hand_history`` (the hands of a session), ``last_hand`` (the Last hand window)
- ``text/``: ``narrator``, ``hand_words``, ``money``, ``i18n``, ``languages``, ``retranslate``:
  words in the interface's language
- ``platform/``: ``settings``, ``settings_dialog``, ``theme``, ``art``, ``drawn_art``, ``paths``,
  ``saved_table``, ``startup``
- ``tools/``: ``shots``, ``shots_cli`` and ``shot_list`` (``studdesk shots OUTDIR
  [--language CODE]``), ``scenes`` (stacked decks and scripted players, shared with the tests)
"""
