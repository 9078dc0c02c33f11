"""`studdesk host --headless ... --web-port N` serves the web table beside the TCP table."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

from net.commands import add_commands

ROOT = Path(__file__).resolve().parents[2]


def test_web_port_defaults_to_47480_when_given_without_a_number() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    assert parser.parse_args(["host", "--web-port"]).web_port == 47480
    assert parser.parse_args(["host", "--web-port", "0"]).web_port == 0
    assert parser.parse_args(["host"]).web_port is None


def test_the_headless_host_serves_the_page(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
         "--port", "0", "--web-port", "0", "--no-mdns", "--data-dir", str(tmp_path),
         "--bots", "2"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env=dict(os.environ, PYTHONUNBUFFERED="1"))
    try:
        assert proc.stdout is not None
        url = None
        for line in proc.stdout:
            match = re.search(r"phones and browsers join at (http://\S+)", line)
            if match:
                url = match.group(1)
                break
        assert url is not None and url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(url, timeout=10) as response:
            assert response.status == 200
            assert b'src="app/main.js"' in response.read()
    finally:
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0, out
