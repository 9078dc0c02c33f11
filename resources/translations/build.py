"""Update the translation sources and compile them: ``python resources/translations/build.py``.

1. ``pyside6-lupdate`` reads every module of ``studdesk/gui`` and updates
   ``studdesk_{pl,hu,cs,bg}.ts`` (new strings arrive as "unfinished", strings gone from the code
   are dropped) and ``studdesk_en.ts`` (only the strings with plural forms: English source text
   needs no other translation);
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` next to it, which the GUI loads.

Translate the new strings (Qt Linguist: ``pyside6-linguist studdesk_pl.ts``, or by hand, keeping
``GLOSSARY.md``'s words), then run this again; commit the ``.ts`` and ``.qm`` files together.
``--release`` skips step 1; ``--qm-dir DIR`` writes the ``.qm`` files elsewhere (the tests
compile into a temporary folder and compare with the committed files).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCES = ROOT / "studdesk" / "gui"
LANGUAGES = ("pl", "hu", "cs", "bg")
ENGLISH = "en"


def tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease``: beside this Python first, then on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt tools)")
    return found


def ts_file(code: str, ts_dir: Path = HERE) -> Path:
    return ts_dir / f"studdesk_{code}.ts"


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py"))


def update(ts_dir: Path = HERE, codes: Sequence[str] = LANGUAGES, *, quiet: bool = False) -> None:
    """Run lupdate over the GUI's modules into each language's ``.ts`` in ``ts_dir``."""
    common = [tool("pyside6-lupdate"), *source_files(), "-no-obsolete", "-locations", "none",
              "-source-language", "en"]
    if quiet:
        common.append("-silent")
    for code in codes:
        subprocess.run([*common, "-target-language", code, "-ts", str(ts_file(code, ts_dir))],
                       cwd=ROOT, check=True)
    subprocess.run([*common, "-pluralonly", "-target-language", ENGLISH, "-ts",
                    str(ts_file(ENGLISH, ts_dir))], cwd=ROOT, check=True)


def release(qm_dir: Path = HERE, codes: Sequence[str] = (*LANGUAGES, ENGLISH),
            ts_dir: Path = HERE) -> list[Path]:
    """Compile each ``.ts`` of ``ts_dir`` into ``qm_dir/studdesk_<code>.qm``; returns the files
    written."""
    qm_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for code in codes:
        qm = qm_dir / f"studdesk_{code}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file(code, ts_dir)), "-qm",
                        str(qm)], check=True)
        written.append(qm)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .ts files")
    parser.add_argument("--qm-dir", type=Path, default=HERE, help="where to write the .qm files")
    args = parser.parse_args(argv)
    if not args.release:
        update()
    for qm in release(args.qm_dir):
        print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
