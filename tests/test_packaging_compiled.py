"""The optional compiled engine's build files (nothing here compiles: CI's second lane and
packaging/build-linux.sh do).

- setup.py compiles the modules of studdesk.engine.compiled.COMPILED_MODULES, and asks for mypy
  (mypyc) only when STUDDESK_COMPILED=1: the pure install needs neither mypy nor a compiler;
- run.sh, .ci/run and the Linux build wire the two engines as their comments say;
- ``studdesk self-test`` says which engine runs.
"""

from __future__ import annotations

import importlib.util
import io
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

from studdesk.engine.compiled import COMPILED_MODULES, describe_engine

ROOT = Path(__file__).resolve().parent.parent


def _setup_py() -> types.ModuleType:
    """setup.py as a module: its functions, without running setup()."""
    spec = importlib.util.spec_from_file_location("studdesk_setup_py", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_setup_compiles_the_one_list_of_modules() -> None:
    setup_py = _setup_py()
    assert setup_py._compiled_modules() == list(COMPILED_MODULES)
    assert re.fullmatch(r"mypy==\d+\.\d+\.\d+", setup_py.MYPY), "pin mypyc's version exactly"


@pytest.mark.parametrize(("value", "compiled"), [
    ("", False), ("0", False), ("no", False), ("1", True), ("yes", True), ("TRUE", True)])
def test_setup_reads_studdesk_compiled(monkeypatch: pytest.MonkeyPatch, value: str,
                                       compiled: bool) -> None:
    monkeypatch.setenv("STUDDESK_COMPILED", value)
    assert _setup_py()._wants_compiled() is compiled


def test_setup_refuses_a_studdesk_compiled_it_cannot_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUDDESK_COMPILED", "maybe")
    with pytest.raises(SystemExit, match="STUDDESK_COMPILED='maybe'"):
        _setup_py()._wants_compiled()


def _setup_calls(monkeypatch: pytest.MonkeyPatch, compiled: str,
                 mypyc_installed: bool = True) -> list[dict[str, object]]:
    """The keyword arguments of each setup() call that setup.py's main() makes."""
    setup_py = _setup_py()
    calls: list[dict[str, object]] = []
    monkeypatch.setattr(setup_py, "setup", lambda **kwargs: calls.append(kwargs))
    monkeypatch.setenv("STUDDESK_COMPILED", compiled)
    if not mypyc_installed:
        monkeypatch.setitem(sys.modules, "mypyc.build", None)  # importing it fails
        with pytest.raises(SystemExit, match=re.escape(setup_py.MYPY)):
            setup_py.main()
    else:
        setup_py.main()
    return calls


def test_the_pure_build_asks_for_nothing_more(monkeypatch: pytest.MonkeyPatch) -> None:
    (call,) = _setup_calls(monkeypatch, "0")
    assert set(call) == {"cmdclass"}
    assert isinstance(call["cmdclass"], dict)
    assert call["cmdclass"]["build_py"].__name__ == "BuildPyWithoutOldEngine"


def test_a_wheel_never_carries_an_earlier_builds_compiled_modules(tmp_path: Path) -> None:
    """setuptools keeps build/lib.* between builds: build_py first clears the engine's
    compiled modules from it, so a pure wheel made after a compiled one is pure."""
    from setuptools import Distribution

    setup_py = _setup_py()
    engine = tmp_path / "studdesk" / "engine"
    engine.mkdir(parents=True)
    stale = [engine / "hand.cpython-311-x86_64-linux-gnu.so", engine / "native__mypyc.pyd",
             engine / "compiled-sources.json"]
    for path in stale:
        path.write_bytes(b"old")
    (engine / "hand.py").write_text("kept = True\n", encoding="utf-8")
    command = setup_py.BuildPyWithoutOldEngine(Distribution({"packages": []}))
    command.build_lib = str(tmp_path)
    command.ensure_finalized()
    command.run()
    assert not any(path.exists() for path in stale)
    assert (engine / "hand.py").is_file()


def test_the_compiled_build_asks_for_mypy_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without mypyc, setup.py declares it: setuptools' PEP 517 backend turns setup_requires
    into the build requirements pip installs (get_requires_for_build_wheel), then runs it
    again."""
    mypy = _setup_py().MYPY
    assert _setup_calls(monkeypatch, "1", mypyc_installed=False) == [{"setup_requires": [mypy]}]


def test_the_compiled_build_with_mypyc_builds_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """With mypyc: the placeholder extension and the build_ext that replaces it."""
    pytest.importorskip("mypyc.build")  # the dev tools bring mypy, hence mypyc
    mypy = _setup_py().MYPY
    (call,) = _setup_calls(monkeypatch, "1")
    assert call["setup_requires"] == [mypy]
    extensions = call["ext_modules"]
    assert isinstance(extensions, list) and [e.name for e in extensions] == [
        "studdesk.engine.native__mypyc"]
    cmdclass = call["cmdclass"]
    assert isinstance(cmdclass, dict) and cmdclass["build_ext"].__name__ == "BuildCompiledEngine"
    assert cmdclass["build_py"].__name__ == "BuildPyWithoutOldEngine"


def test_pyproject_build_requirements_need_no_compiler_tool() -> None:
    import tomllib

    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "build-system"]["requires"]
    assert not any(r.startswith(("mypy", "cython")) for r in requires), requires


def _run_sh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(ROOT / "run.sh"), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_run_sh_setup_says_what_it_takes() -> None:
    done = _run_sh("setup", "--fast")
    assert done.returncode == 2
    assert "usage: ./run.sh setup [--web] [--compiled | --pure]" in done.stderr


def test_run_sh_removes_exactly_what_the_compiled_build_writes() -> None:
    """--pure removes the files setup.py writes in place, and .gitignore keeps them out."""
    text = (ROOT / "run.sh").read_text(encoding="utf-8")
    assert "COMPILED_FILES=(studdesk/engine/*.so studdesk/engine/compiled-sources.json)" in text
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert {"/studdesk/engine/*.so", "/studdesk/engine/compiled-sources.json"} <= set(ignored)
    assert '"compiled-sources.json"' in (ROOT / "setup.py").read_text(encoding="utf-8")
    assert _setup_py().GROUP.startswith("studdesk.engine.")  # its library lands beside them


def test_ci_runs_the_suite_on_both_engines_then_packages_the_compiled_one() -> None:
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    steps = [text.index(step) for step in (
        "./run.sh setup --pure", "run_suite pure", "./run.sh setup --compiled",
        "run_suite compiled", "bash packaging/build-linux.sh")]
    assert steps == sorted(steps)
    assert "STUDDESK_REQUIRE_ENGINE=$1 ./run.sh test" in text


def test_the_bundle_is_made_from_the_installed_engine_and_says_which() -> None:
    spec = (ROOT / "packaging" / "studdesk.spec").read_text(encoding="utf-8")
    assert "pathex=[]" in spec and "sys.path.insert" not in spec
    assert "+ ENGINE_EXTENSIONS" in spec
    build = (ROOT / "packaging" / "build-linux.sh").read_text(encoding="utf-8")
    assert "COMPILED=${STUDDESK_COMPILED:-1}" in build
    assert "pip install -q --no-deps --force-reinstall ." in build
    assert 'want="engine: compiled (mypyc)"' in build


def test_self_test_says_which_engine_runs(monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    from studdesk import selftest

    for step in ("step_card", "step_translation"):
        monkeypatch.setattr(selftest, step, lambda: "skipped here")
    for step in ("step_table", "step_host_hand", "step_web_table"):
        monkeypatch.setattr(selftest, step, lambda workdir: "skipped here")
    out = io.StringIO()
    assert selftest.run_self_test(out) == 0
    lines = out.getvalue().splitlines()
    assert lines[1] == describe_engine()
    assert lines[1] in ("engine: pure Python",) or lines[1].startswith("engine: compiled (mypyc)")


def test_a_build_of_part_of_the_list_takes_only_listed_modules(
        monkeypatch: pytest.MonkeyPatch) -> None:
    setup_py = _setup_py()
    monkeypatch.setenv("STUDDESK_COMPILED_ONLY", "")
    assert setup_py._modules_to_compile() == list(COMPILED_MODULES)
    first, last = COMPILED_MODULES[0], COMPILED_MODULES[-1]
    short = [name.rsplit(".", 1)[1] for name in (last, first)]
    monkeypatch.setenv("STUDDESK_COMPILED_ONLY", f" {short[0]}, {short[1]} ")
    assert setup_py._modules_to_compile() == [first, last]  # in the list's order
    monkeypatch.setenv("STUDDESK_COMPILED_ONLY", "hand,events")  # events: not in the list
    with pytest.raises(SystemExit, match="studdesk.engine.events"):
        setup_py._modules_to_compile()
