import subprocess
import sys

import pytest

from studdesk import __version__
from studdesk.cli import main


def test_version_flag(capsys) -> None:
    try:
        main(["--version"])
    except SystemExit as exc:
        assert exc.code == 0
    assert capsys.readouterr().out.strip() == f"studdesk {__version__}"


def test_python_dash_m_runs_the_cli() -> None:
    out = subprocess.run([sys.executable, "-m", "studdesk", "--version"], capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == f"studdesk {__version__}"


def test_history_takes_export_standings_or_gui_and_says_so_without_one(tmp_path, capsys) -> None:
    """The wire's ``history`` (export, standings) and the GUI's ``--gui`` share one command:
    each choice gets through the parser, and none at all is a usage error naming all three."""
    with pytest.raises(SystemExit) as exc:
        main(["history", "--data-dir", str(tmp_path)])
    assert exc.value.code == 2
    assert "--export OUTDIR, --standings, or --gui" in capsys.readouterr().err
    assert main(["history", "--data-dir", str(tmp_path), "--standings", "--json"]) == 1
    assert "no journal" in capsys.readouterr().err


def test_gui_join_and_watch_take_host_and_port(capsys) -> None:
    """``studdesk gui --join/--watch HOST:PORT`` (one of the two) open a table at once."""
    from studdesk.cli import build_parser

    parser = build_parser()
    args = parser.parse_args(["gui", "--watch", "192.168.1.20:47474", "--name", "TV"])
    assert args.watch == ("192.168.1.20", 47474) and args.join is None and args.name == "TV"
    args = parser.parse_args(["gui", "--join", "[::1]:5000", "--password", "sesame"])
    assert args.join == ("::1", 5000) and args.password == "sesame"
    with pytest.raises(SystemExit):
        parser.parse_args(["gui", "--join", "192.168.1.20"])
    assert "HOST:PORT" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parser.parse_args(["gui", "--join", "a:1", "--watch", "a:2"])
    assert "not allowed with" in capsys.readouterr().err


def test_the_help_names_every_game_the_engine_deals(capsys) -> None:
    """``studdesk --help`` and ``studdesk host --help`` name the games from the engine's
    registry: the home games too, not only the three casino studs."""
    from studdesk.engine.config import Variant

    for argv in (["--help"], ["host", "--help"]):
        with pytest.raises(SystemExit):
            main(argv)
        text = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
        assert "{games}" not in text and "{game_codes}" not in text
        for variant in Variant:
            assert (variant.title if argv == ["--help"] else variant.value) in text, variant
