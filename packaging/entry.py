"""PyInstaller's entry script: the bundle's executable is the ``studdesk`` command."""

from studdesk.cli import main

raise SystemExit(main())
