from studdesk.cli import main

raise SystemExit(main())
