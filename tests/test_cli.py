import subprocess
import sys

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
