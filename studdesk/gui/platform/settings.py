"""Typed player settings on QSettings (INI format, in the platform's usual place).

Every option is declared once in :data:`OPTIONS` with its type and default; reading converts the
INI text back to that type and falls back to the default on anything unreadable, writing checks
the type and the allowed choices. :class:`Settings` emits ``setting_changed(name, value)`` when a
value really changes, so the table can follow (deck colours, card back, animation speed ...).

>>> OPTIONS["animation_speed"].default
'normal'
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from studdesk.gui.text.languages import LANGUAGE_CODES

SETTINGS_VERSION = 1

ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
"""Animation speed settings and the factor every animation's duration is multiplied by."""



@dataclass(frozen=True, slots=True)
class Option:
    name: str
    default: Any
    choices: tuple[Any, ...] = ()

    @property
    def kind(self) -> type:
        return type(self.default)

    def convert(self, raw: Any) -> Any:
        """The stored value as this option's type, or the default when it cannot be read."""
        kind = self.kind
        try:
            if kind is bool:
                if isinstance(raw, str):
                    value: Any = raw.strip().lower() in ("true", "1", "yes", "on")
                else:
                    value = bool(raw)
            elif kind is int:
                value = int(raw)
            else:
                value = str(raw)
        except (TypeError, ValueError):
            return self.default
        if self.choices and value not in self.choices:
            return self.default
        return value

    def check(self, value: Any) -> Any:
        if not isinstance(value, self.kind) or (self.kind is int and isinstance(value, bool)):
            raise TypeError(f"setting {self.name!r} takes {self.kind.__name__}, not {value!r}")
        if self.choices and value not in self.choices:
            raise ValueError(f"setting {self.name!r} must be one of {self.choices}, not {value!r}")
        return value


OPTIONS: dict[str, Option] = {o.name: o for o in (
    Option("player_name", "Player"),
    Option("auto_post_ante", True),  # RULES.md D1
    Option("auto_muck", True),  # RULES.md S2
    Option("four_colour_deck", False),
    Option("card_back", "red", ("red", "blue", "green")),
    Option("animation_speed", "normal", tuple(ANIMATION_SPEEDS)),
    Option("sound", True),  # sound cues on (off: muted); the window alert stays
    Option("sound_volume", 80, tuple(range(101))),  # percent
    Option("language", "en", LANGUAGE_CODES),
    Option("last_address", ""),
    Option("hotseat_setup", ""),  # the Hotseat / solo dialog's last game, as JSON (m16)
)}

NAME_LEN = 24  # the wire's longest player name (net.protocol.MAX_NAME_LEN)


ACCOUNT_NAMES = frozenset({"root", "admin", "administrator", "user", "guest", "pi", "ubuntu"})
"""Login names of machines, not of people (play-test m17 was offered "root")."""


def system_user_name() -> str:
    """A first guess at the player's name: the account's full name (its first word), else
    the login name with a capital ("anna" -> "Anna"), else "Player"."""
    import getpass

    full = ""
    try:
        import pwd

        full = pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0].strip()
    except (ImportError, KeyError, AttributeError, OSError):
        full = ""
    if full and full.split()[0].casefold() not in ACCOUNT_NAMES:
        return full.split()[0][:NAME_LEN]
    try:
        login = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        login = ""
    login = login.split("\\")[-1]  # DOMAIN\\user on Windows
    if login.casefold() in ACCOUNT_NAMES:  # an administrator's account, not a person's name
        return "Player"
    return (login[:1].upper() + login[1:])[:NAME_LEN] if login.isprintable() and login else \
        "Player"


# Versioned upgrades: UPGRADES[n] turns a version n-1 file into version n.
UPGRADES: dict[int, Callable[[QSettings], None]] = {}


class Settings(QObject):
    """The player's settings. ``path`` picks an INI file (tests, screenshots); by default the
    file lives where Qt puts user INI settings (``~/.config/StudDesk/StudDesk.ini`` on Linux,
    ``%APPDATA%`` on Windows, ``~/Library/Preferences`` on macOS)."""

    setting_changed = Signal(str, object)

    def __init__(self, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if path is None:
            self._store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                    "StudDesk", "StudDesk", self)
        else:
            self._store = QSettings(str(path), QSettings.Format.IniFormat, self)
        self.run_upgrade_hooks()

    @property
    def file_name(self) -> str:
        return self._store.fileName()

    def run_upgrade_hooks(self) -> None:
        version = Option("version", 0).convert(self._store.value("version", 0))
        for target in sorted(UPGRADES):
            if target > version:
                UPGRADES[target](self._store)
        if version != SETTINGS_VERSION:
            self._store.setValue("version", SETTINGS_VERSION)

    def value(self, name: str) -> Any:
        option = OPTIONS[name]
        if not self._store.contains(name):
            return option.default
        return option.convert(self._store.value(name))

    def set_value(self, name: str, value: Any) -> None:
        option = OPTIONS[name]
        value = option.check(value)
        if self._store.contains(name) and self.value(name) == value:
            return
        self._store.setValue(name, value)
        self.setting_changed.emit(name, value)

    def is_set(self, name: str) -> bool:
        """The player chose this setting (it is in the file, not the default)."""
        return self._store.contains(name)

    def __getitem__(self, name: str) -> Any:
        return self.value(name)

    def sync(self) -> None:
        self._store.sync()

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.value("animation_speed")]
