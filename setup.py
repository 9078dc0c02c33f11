"""The optional compiled engine; everything else about the package is in pyproject.toml.

    pip install .                        the pure-Python engine: no compiler, no mypy
    STUDDESK_COMPILED=1 pip install .    the engine modules listed in COMPILED_MODULES
                                         (studdesk/engine/compiled.py) compiled with mypyc
    STUDDESK_COMPILED=1 pip install -e . the same, built in place beside the .py files
                                         (what ``./run.sh setup --compiled`` does)
    STUDDESK_COMPILED_ONLY=hand,phh.lean with STUDDESK_COMPILED=1: only those of the list

The compiled build needs a C compiler and Python's headers (Debian: gcc and libc6-dev, and
python3.X-dev for Debian's own Python; ./run.sh setup --compiled installs them), and mypy
(MYPY below), which pip installs into the isolated build environment: setuptools asks this file
for its build requirements before it builds, and gets MYPY only when the compiled build is
asked for. Built in place, it writes compiled-sources.json beside the compiled modules (the
SHA-256 of each source), which lets studdesk.engine refuse them once a source has changed.
"""

from __future__ import annotations

import ast
import json
import os
from hashlib import sha256
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
MYPY = "mypy==2.4.1"  # mypyc comes with mypy; pinned so that every compiled build is the same
ENGINE = ROOT / "studdesk" / "engine"
SOURCES_FILE = "compiled-sources.json"
GROUP = "studdesk.engine.native"  # mypyc's shared library: studdesk/engine/native__mypyc.*.so


def _wants_compiled() -> bool:
    value = os.environ.get("STUDDESK_COMPILED", "").strip().lower()
    if value in ("", "0", "no", "false"):
        return False
    if value in ("1", "yes", "true"):
        return True
    raise SystemExit(f"setup.py: STUDDESK_COMPILED={value!r}: give 1 (compiled) or 0 (pure)")


def _compiled_modules() -> list[str]:
    """COMPILED_MODULES, read from studdesk/engine/compiled.py without importing studdesk."""
    tree = ast.parse((ENGINE / "compiled.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == "COMPILED_MODULES" for t in targets):
            names = ast.literal_eval(value)
            if names and all(isinstance(n, str) and n.startswith("studdesk.engine.")
                             for n in names):
                return list(names)
    raise SystemExit("setup.py: no COMPILED_MODULES tuple of studdesk.engine modules in "
                     "studdesk/engine/compiled.py")


def _modules_to_compile() -> list[str]:
    """COMPILED_MODULES, or the part of it that STUDDESK_COMPILED_ONLY names ("hand,phh"): a
    build for measuring what each module gives, or for finding the one mypyc gets wrong; "phh"
    names every module of the phh package."""
    listed = _compiled_modules()
    only = os.environ.get("STUDDESK_COMPILED_ONLY", "").strip()
    if not only:
        return listed
    wanted = [f"studdesk.engine.{name.strip()}" for name in only.split(",") if name.strip()]
    wanted += [m for m in listed for w in wanted if m.startswith(w + ".")]  # a package's
    unknown = sorted(w for w in set(wanted) - set(listed)
                     if not any(m.startswith(w + ".") for m in listed))
    if unknown:
        raise SystemExit(f"setup.py: STUDDESK_COMPILED_ONLY names {unknown}, which "
                         f"COMPILED_MODULES does not list: {listed}")
    return [name for name in listed if name in wanted]


def _source(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def _mypycify() -> list[Extension]:
    from mypyc.build import mypycify

    paths = [str(_source(m).relative_to(ROOT)) for m in _modules_to_compile()]
    # --config-file: not pyproject.toml, whose [tool.mypy] files = [...] would make mypyc
    # check the whole project (and print mypy's usage instead of building).
    extensions: list[Extension] = mypycify(
        ["--config-file", "packaging/mypyc.ini", *paths],
        opt_level=os.environ.get("STUDDESK_MYPYC_OPT_LEVEL", "3"),
        group_name=GROUP,
        target_dir="build/mypyc",
    )
    return extensions


class BuildCompiledEngine(build_ext):
    """mypyc's extensions, made only when something is built; built in place, the list of
    the sources compiled beside them (studdesk.engine refuses them once a source changed)."""

    def finalize_options(self) -> None:
        # Not for the metadata (dist_info, egg_info, sdist): mypyc checks and translates the
        # engine there, which takes a while, and only a build needs it.
        metadata_only = set(self.distribution.commands) <= {"dist_info", "egg_info", "sdist"}
        placeholder = [e.name for e in self.distribution.ext_modules or []] == [PLACEHOLDER.name]
        if placeholder and not metadata_only:
            self.distribution.ext_modules = _mypycify()
        super().finalize_options()

    def run(self) -> None:
        if self.inplace:
            # What an earlier build left here goes first: a module since taken off the list
            # would otherwise go on shadowing its .py, and no longer be in the sources' list.
            for old in [*ENGINE.glob("**/*.so"), *ENGINE.glob("**/*.pyd"), ENGINE / SOURCES_FILE]:
                old.unlink(missing_ok=True)
        super().run()
        if self.inplace:  # an installed wheel has its sources beside it: they cannot drift
            modules = _modules_to_compile()
            digests = {m: sha256(_source(m).read_bytes()).hexdigest() for m in modules}
            (ENGINE / SOURCES_FILE).write_text(json.dumps(digests, indent=1, sort_keys=True)
                                               + "\n", encoding="utf-8")


class BuildPyWithoutOldEngine(build_py):
    """build_py, after removing the compiled engine modules an earlier build left in the build
    folder (setuptools keeps build/lib.* between builds): a pure wheel made after a compiled
    one, or one of part of the list after one of all of it, would carry them otherwise."""

    def run(self) -> None:
        folder = Path(self.build_lib, "studdesk", "engine")
        for old in [*folder.glob("**/*.so"), *folder.glob("**/*.pyd"), folder / SOURCES_FILE]:
            old.unlink(missing_ok=True)
        super().run()


# Stands for mypyc's extensions until build_ext makes them: it tells setuptools that the
# package has compiled parts (a platform wheel, built in place by an editable install).
PLACEHOLDER = Extension(f"{GROUP}__mypyc", sources=[])

def main() -> None:
    if not _wants_compiled():
        setup(cmdclass={"build_py": BuildPyWithoutOldEngine})
        return
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        # The first pass of a PEP 517 build (get_requires_for_build_*): this raises inside
        # setuptools, which then installs MYPY and runs this file again.
        setup(setup_requires=[MYPY])
        raise SystemExit(f"setup.py: the compiled engine needs {MYPY} (mypyc)") from None
    setup(ext_modules=[PLACEHOLDER], setup_requires=[MYPY],
          cmdclass={"build_ext": BuildCompiledEngine, "build_py": BuildPyWithoutOldEngine})


if __name__ == "__main__":  # as setuptools runs it (tests import it for COMPILED_MODULES)
    main()
