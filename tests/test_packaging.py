"""Cheap invariants of the packaging: nothing here builds a bundle (packaging/build-linux.sh does).

- ``resource_path`` finds ``resources/`` in a checkout and in a PyInstaller bundle;
- pyproject.toml lists every package, and installs ``resources/`` as ``studdesk_resources``;
- the Linux menu entry, AppStream metainfo and Debian control files are well formed;
- the PyInstaller spec keeps out the Qt modules, plugins and translations the app does not use;
- the build scripts parse.
"""

from __future__ import annotations

import ast
import configparser
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from studdesk import resources

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.studdesk.StudDesk"
LANGUAGES = ("pl", "hu", "cs", "bg")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@pytest.fixture
def fresh_root():
    resources.resources_root.cache_clear()
    yield
    resources.resources_root.cache_clear()


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_resource_path_finds_the_checkouts_resources(fresh_root) -> None:
    assert resources.resources_root() == ROOT / "resources"
    assert resources.resource_path() == ROOT / "resources"
    assert resources.resource_path("icons", "studdesk.svg") == ROOT / "resources/icons/studdesk.svg"
    assert resources.resource_path("__init__.py").is_file()


def test_resource_path_prefers_the_pyinstaller_bundle(fresh_root, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_path("cards", "As.svg") == tmp_path / "resources" / "cards" / "As.svg"


def test_resources_module_needs_only_the_standard_library() -> None:
    source = (ROOT / "studdesk" / "resources.py").read_text(encoding="utf-8")
    for name in ("PySide6", "msgpack", "zeroconf", "studdesk."):
        assert f"import {name}" not in source and f"from {name}" not in source


def test_pyproject_lists_every_package() -> None:
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("studdesk", "net")
        for init in (ROOT / top).rglob("__init__.py")
    }
    missing = found - listed
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_pyproject_installs_the_resources_folder() -> None:
    setuptools = _pyproject()["tool"]["setuptools"]
    assert "studdesk_resources" in setuptools["packages"]
    assert setuptools["package-dir"]["studdesk_resources"] == "resources"
    globs = setuptools["package-data"]["studdesk_resources"]
    for ext in ("svg", "png", "qm"):
        assert f"**/*.{ext}" in globs


def test_pyproject_lists_every_data_folder_of_the_resources() -> None:
    """A folder of resources/ that Python could import (its name an identifier) is a package
    of studdesk_resources: setuptools warns that a wheel would leave out one it is not told
    about (play-test m18), so each is listed."""
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    root = ROOT / "resources"
    folders = {
        ".".join(("studdesk_resources", *folder.relative_to(root).parts))
        for folder in root.rglob("*")
        if folder.is_dir() and all(part.isidentifier() for part in folder.relative_to(root).parts)
        and "__pycache__" not in folder.parts
    }
    missing = folders - listed
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_pyproject_license_is_an_spdx_string_with_its_file() -> None:
    """setuptools 77 and later warn about the old ``license = {text = ...}`` table."""
    pyproject = _pyproject()
    project = pyproject["project"]
    assert isinstance(project["license"], str) and project["license"] == "MIT"
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    requires = pyproject["build-system"]["requires"]
    assert any(re.fullmatch(r"setuptools>=(7[7-9]|[89]\d)(\.\d+)*", r) for r in requires), requires


# --- Linux desktop integration ------------------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / "studdesk.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_starts_studdesk_with_its_icon() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "StudDesk"
    assert entry["Exec"] == "studdesk"
    assert entry["Icon"] == "studdesk"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert categories[-1] == "", "Categories must end with a semicolon"
    assert {"Game", "CardGame"} <= set(categories)


def test_desktop_entry_comment_is_translated() -> None:
    entry = _desktop_entry()
    for lang in LANGUAGES:
        assert entry[f"Comment[{lang}]"].strip(), lang
        assert entry[f"Comment[{lang}]"] != entry["Comment"], lang


def test_metainfo_names_the_app_and_its_menu_entry() -> None:
    component = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert component.tag == "component"
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("name") == "StudDesk"
    assert component.findtext("launchable[@type='desktop-id']") == "studdesk.desktop"
    assert component.findtext("provides/binary") == "studdesk"
    summaries = {s.get(XML_LANG) for s in component.findall("summary")}
    assert summaries >= {None, *LANGUAGES}


def test_debian_control_template_is_complete() -> None:
    fields = dict(
        line.split(": ", 1)
        for line in (LINUX / "control.in").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith(" ")
    )
    for field in ("Package", "Version", "Architecture", "Maintainer", "Depends", "Description"):
        assert fields.get(field), field
    assert fields["Package"] == "studdesk"
    assert fields["Depends"] == "@DEPENDS@"  # filled in by dpkg-shlibdeps at build time


@pytest.mark.parametrize("script", ["postinst", "postrm"])
def test_maintainer_scripts_are_executable_posix_sh(script: str) -> None:
    path = LINUX / script
    assert path.read_text(encoding="utf-8").startswith("#!/bin/sh\n")
    assert path.stat().st_mode & 0o111, f"{script} must be executable"
    subprocess.run(["sh", "-n", str(path)], check=True)


# --- the PyInstaller spec -----------------------------------------------------------------------


def _spec_value(name: str) -> object:
    """A constant of the spec, read without running it (it needs PyInstaller's globals)."""
    tree = ast.parse((PACKAGING / "studdesk.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            value = node.value
            if name == "EXCLUDES":  # [f"PySide6.{name}" for name in (...)] + [...]
                assert isinstance(value, ast.BinOp) and isinstance(value.left, ast.ListComp)
                qt = ast.literal_eval(value.left.generators[0].iter)
                return [f"PySide6.{n}" for n in qt] + ast.literal_eval(value.right)
            return ast.literal_eval(value)
    raise AssertionError(f"{name} is not assigned in studdesk.spec")


def test_spec_excludes_the_qt_modules_the_app_does_not_use() -> None:
    excludes = set(_spec_value("EXCLUDES"))
    for module in ("QtQml", "QtQuick", "QtPdf", "QtWebEngineCore", "QtWebEngineWidgets", "Qt3DCore",
                   "QtMultimedia", "QtMultimediaWidgets", "QtDesigner", "QtSql", "QtTest"):
        assert f"PySide6.{module}" in excludes, module


def test_spec_bundles_the_qt_modules_the_app_uses() -> None:
    wanted = set(_spec_value("QT_MODULES"))
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"} <= wanted
    assert not wanted & set(_spec_value("EXCLUDES"))


def test_spec_keeps_only_the_needed_qt_plugins() -> None:
    keep = _spec_value("KEEP_PLUGINS")
    assert isinstance(keep, dict)
    assert {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"} <= keep["platforms"]
    assert keep["imageformats"] == {"qsvg"}
    assert keep["iconengines"] == {"qsvgicon"}
    for unused in ("egldeviceintegrations", "generic", "sqldrivers", "qmltooling", "tls",
                   "networkinformation", "multimedia", "printsupport"):
        assert unused not in keep, unused


def test_spec_keeps_qtbase_translations_for_the_apps_languages() -> None:
    languages = _spec_value("LANGUAGES")
    assert set(languages) == {"en", *LANGUAGES}


def test_entry_script_runs_the_cli() -> None:
    source = (PACKAGING / "entry.py").read_text(encoding="utf-8")
    assert "from studdesk.cli import main" in source


def test_spec_names_the_macos_bundle() -> None:
    assert _spec_value("BUNDLE_ID") == APP_ID
    source = (PACKAGING / "studdesk.spec").read_text(encoding="utf-8")
    for key in ("NSHighResolutionCapable", "CFBundleShortVersionString",
                "NSLocalNetworkUsageDescription"):
        assert f'"{key}"' in source, key


# --- Windows and macOS recipes ------------------------------------------------------------------


def test_inno_setup_script_installs_studdesk() -> None:
    iss = (PACKAGING / "windows" / "studdesk.iss").read_text(encoding="utf-8")
    assert re.search(r"^AppId=\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}$", iss, re.M)
    assert "DefaultDirName={autopf}\\StudDesk" in iss
    assert "SetupIconFile=studdesk.ico" in iss
    assert re.search(r'^Name: "\{autoprograms\}.*studdesk-gui\.exe', iss, re.M)
    assert re.search(r'^Name: "desktopicon".*Flags: unchecked', iss, re.M)
    for language in ("Default", "Polish", "Hungarian", "Czech", "Bulgarian"):
        assert f'{language}.isl"' in iss, language


def test_make_ico_finds_the_png_set_and_refuses_without_one(tmp_path: Path) -> None:
    sys.path.insert(0, str(PACKAGING))
    try:
        import make_ico
    finally:
        sys.path.remove(str(PACKAGING))
    for size in ("16x16", "256x256", "48x32"):
        (tmp_path / "hicolor" / size / "apps").mkdir(parents=True)
        (tmp_path / "hicolor" / size / "apps" / "studdesk.png").write_bytes(b"")
    assert list(make_ico.png_icons(tmp_path)) == [16, 256]
    with pytest.raises(SystemExit, match="no .*studdesk.png icons"):
        make_ico.make_ico(tmp_path / "nowhere", tmp_path / "x.ico")


def test_release_workflow_runs_scripts_that_exist() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    scripts = set(re.findall(r"\bpackaging/[\w/.-]+\.(?:sh|ps1)\b", workflow))
    assert scripts >= {"packaging/build-linux.sh", "packaging/windows/build.ps1",
                       "packaging/macos/build-macos.sh"}
    for script in scripts:
        assert (ROOT / script).is_file(), script


# --- build scripts ------------------------------------------------------------------------------


@pytest.mark.parametrize("script", ["build-linux.sh", "macos/build-macos.sh", "macos/make_icns.sh"])
def test_build_scripts_parse(script: str) -> None:
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"{script} must be executable"
    subprocess.run(["bash", "-n", str(path)], check=True)


XCB_LIBRARIES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0",
                 "libxcb-randr0", "libxcb-render-util0", "libxcb-shape0", "libxcb-xkb1",
                 "libxkbcommon-x11-0")


def _run_sh_with_fake_debian(tmp_path: Path, command: str) -> list[str]:
    """``./run.sh <command>`` on a fake Debian where no package is installed: dpkg-query knows
    none, apt-get (and sudo) only write down what they were asked; the virtual environment is
    a made-up one that is already set up. Returns the packages apt-get was asked to install."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    asked = tmp_path / "apt.log"
    scripts = {
        "dpkg-query": "#!/bin/sh\nexit 1\n",
        "apt-get": f'#!/bin/sh\necho "$@" >> "{asked}"\n',
        "sudo": '#!/bin/sh\nexec "$@"\n',
    }
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    scripts_in_venv = {"python": "#!/bin/sh\nexit 0\n", "studdesk": "#!/bin/sh\nexit 0\n"}
    for folder, table in ((bin_dir, scripts), (venv / "bin", scripts_in_venv)):
        for name, text in table.items():
            path = folder / name
            path.write_text(text)
            path.chmod(0o755)
    (venv / ".studdesk-installed").touch()
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "STUDDESK_VENV": str(venv), "HOME": str(tmp_path)}
    subprocess.run(["bash", str(ROOT / "run.sh"), command], env=env, check=True, timeout=60,
                   capture_output=True)
    installs = [line.split() for line in asked.read_text().splitlines() if "install" in line]
    return [word for line in installs for word in line if not word.startswith("-")
            and word != "install"]


def test_run_sh_play_installs_what_the_xcb_platform_needs(tmp_path: Path) -> None:
    """``./run.sh play`` opens a window on an X11 desktop: Qt's xcb plugin needs these."""
    asked = _run_sh_with_fake_debian(tmp_path, "play")
    assert set(XCB_LIBRARIES) <= set(asked)
    assert "libegl1" in asked  # and Qt's own libraries, as before


def test_run_sh_test_does_not_install_the_x11_libraries(tmp_path: Path) -> None:
    """The tests run offscreen: no X11 libraries on a CI machine."""
    asked = _run_sh_with_fake_debian(tmp_path, "test")
    assert "libegl1" in asked and not set(XCB_LIBRARIES) & set(asked)
