"""Typed settings on QSettings (INI)."""

from __future__ import annotations

import pytest

from studdesk.gui.platform.settings import OPTIONS, Settings


def test_defaults_types_and_round_trip(tmp_path, qapp):
    path = tmp_path / "s.ini"
    s = Settings(path)
    assert s["player_name"] == "Player" and s["auto_post_ante"] is True
    assert s["animation_speed"] == "normal" and s["language"] == "en"
    seen = []
    s.setting_changed.connect(lambda name, value: seen.append((name, value)))
    s.set_value("four_colour_deck", True)
    s.set_value("four_colour_deck", True)  # unchanged: no second signal
    s.set_value("animation_speed", "slow")
    s.sync()
    assert seen == [("four_colour_deck", True), ("animation_speed", "slow")]
    again = Settings(path)
    assert again["four_colour_deck"] is True and again["animation_speed"] == "slow"
    assert again.animation_factor > 1
    assert "version=1" in path.read_text()


def test_bad_values(tmp_path, qapp):
    s = Settings(tmp_path / "s.ini")
    with pytest.raises(TypeError):
        s.set_value("sound", "yes")
    with pytest.raises(ValueError):
        s.set_value("card_back", "purple")
    (tmp_path / "t.ini").write_text("[General]\nanimation_speed=warp\nsound=false\n")
    t = Settings(tmp_path / "t.ini")
    assert t["animation_speed"] == "normal"  # unreadable: the default
    assert t["sound"] is False
    assert set(OPTIONS) >= {"player_name", "auto_post_ante", "auto_muck", "four_colour_deck",
                            "card_back", "animation_speed", "sound", "language"}
