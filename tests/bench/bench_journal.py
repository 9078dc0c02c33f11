"""The journal's bytes per hand (the goal: under 2 KB): four bots at deep stacks on the table core
(fake clock, a real SQLite file), the file measured after ``--warm`` hands and again after
``--hands``; bytes per hand is the growth over the hands between, as the file stands once its
write-ahead log is checkpointed (no VACUUM). Also the average of each ``hands`` column.

    python tests/bench/bench_journal.py [--warm 100] [--hands 1000]

Figures only. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from net.journal import JOURNAL_FILE  # noqa: E402
from tests.net.test_journal_size import _file_size, _kit, _play  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm", type=int, default=100)
    parser.add_argument("--hands", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        kit = _kit(folder)
        _play(kit, args.warm)
        first, before = kit.core.hands_played, _file_size(folder)
        _play(kit, args.hands)
        hands, after = kit.core.hands_played, _file_size(folder)
        kit.journal.close()
        db = sqlite3.connect(folder / JOURNAL_FILE)
        columns = {c: db.execute(f"SELECT AVG(LENGTH({c})) FROM hands").fetchone()[0]
                   for c in ("phh", "salt", "deck", "digest", "stacks_before", "stacks_after")}
        db.close()
    per_hand = (after - before) / (hands - first)
    print(f"journal: {after} bytes after {hands} hands; {per_hand:.0f} bytes a hand"
          f" (hands {first + 1} to {hands})")
    for name, size in columns.items():
        print(f"  hands.{name}: {size:.0f} bytes on average")
    print(json.dumps({"hands": hands, "bytes": after, "bytes_per_hand": round(per_hand),
                      "columns": {k: round(v) for k, v in columns.items()}}))


if __name__ == "__main__":
    main()
