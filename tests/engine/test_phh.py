"""PHH: the 30 real WSOP hands, the replay command, malformed files, and PokerKit as a second
opinion where its rules agree with ours."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
import warnings
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.events import censor
from studdesk.engine.phh import (
    HandWriter,
    PHHError,
    ReplayError,
    actions_from_events,
    export_hand,
    loads,
    replay,
)
from studdesk.engine.phh.toml import read_toml as _read_toml
from studdesk.engine.phh.toml import simple_toml as _simple_toml
from studdesk.replay import replay_file
from tests.shared_data import require_shared, shared_dir

from .test_properties import play_randomly

ROOT = Path(__file__).resolve().parents[2]
_SHARED = shared_dir()
_SETS = _SHARED / "conformance" / "phh" if _SHARED is not None else None
CONFORMANCE = sorted((_SETS / "wsop-2023-43-5").glob("*.phh")) if _SETS is not None else []
ONLINE = sorted((_SETS / "fpdb-regression").glob("*.phh")) if _SETS is not None else []


def _conformance() -> list[Path]:
    require_shared("the conformance hands (shared/conformance/phh)")
    return CONFORMANCE


def test_the_thirty_conformance_hands_are_there() -> None:
    _conformance()
    assert len(CONFORMANCE) == 30
    variants = Counter(loads(p.read_text()).config.variant for p in CONFORMANCE)
    assert variants == {Variant.STUD: 13, Variant.STUD8: 7, Variant.RAZZ: 10}


@pytest.mark.parametrize("path", CONFORMANCE, ids=lambda p: p.name)
def test_conformance_hand_replays_to_its_finishing_stacks(path: Path) -> None:
    history = loads(path.read_text())
    assert history.finishing_stacks is not None
    assert replay(history).finishing_stacks == history.finishing_stacks


def test_the_online_hands_are_there() -> None:
    require_shared("the online conformance hands (shared/conformance/phh/fpdb-regression)")
    assert len(ONLINE) == 226
    variants = Counter(loads(p.read_text()).config.variant for p in ONLINE)
    assert variants == {Variant.STUD: 190, Variant.STUD8: 19, Variant.RAZZ: 17}


@pytest.mark.parametrize("path", ONLINE, ids=lambda p: p.name)
def test_online_hand_replays_to_its_finishing_stacks_less_the_rake(path: Path) -> None:
    """The sites' records keep the rake (``_rake``) out of the collectors' stacks; the house
    takes none, so a replay gives exactly ``_rake`` more, and only to those who collected.
    Two hands played under the sites' own rules are refused where RULES.md refuses them."""
    history = loads(path.read_text())
    recorded = history.finishing_stacks
    assert recorded is not None
    if "_expect_refusal" in history.fields:
        with pytest.raises(ReplayError) as err:
            replay(history)
        assert err.value.action_index == history.fields["_expect_refusal"]
        return
    computed = replay(history).finishing_stacks
    rake, collectors = history.fields["_rake"], history.fields["_collectors"]
    extra = {i + 1: c - r for i, (c, r) in enumerate(zip(computed, recorded, strict=True))
             if c != r}
    assert sum(extra.values()) == rake
    assert set(extra) <= set(collectors) and all(v > 0 for v in extra.values())
    if len(collectors) == 1:
        assert extra == ({collectors[0]: rake} if rake else {})


def test_replay_command_json_lines() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "studdesk", "replay", "--json", *map(str, _conformance())],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(rows) == 30 and all(r["ok"] for r in rows)
    first = next(r for r in rows if r["file"].endswith("/5.phh"))
    assert first["finishing_stacks"] == [4000000, 7700000, 4775000, 8275000, 4950000]


def test_replay_reports_the_first_refused_action(tmp_path: Path) -> None:
    text = _conformance()[0].read_text()
    history = loads(text)
    # Make the bring-in player check instead: the rules refuse that action (D4).
    bring_in = next(i for i, a in enumerate(history.actions) if a.endswith(" pb"))
    bad = history.actions[:bring_in] + [history.actions[bring_in].replace(" pb", " cbr 7")]
    path = tmp_path / "bad.phh"
    path.write_text(text.replace(repr(history.actions), repr(bad)))
    result = replay_file(str(path))
    assert result["ok"] is False and result["action_index"] == bring_in
    assert "complete" in result["error"] or "bring" in result["error"]
    out = subprocess.run([sys.executable, "-m", "studdesk", "replay", "--json", str(path)],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 1 and json.loads(out.stdout)["action_index"] == bring_in


@pytest.mark.parametrize("text, message", [
    ("not toml at all [", "TOML"),
    ("variant = 'NT'\nstarting_stacks=[1,2]\nactions=[]\nsmall_bet=2\nbig_bet=4\nbring_in=1", "stud"),
    ("variant = 'F7S'\nactions=[]\nsmall_bet=2\nbig_bet=4\nbring_in=1", "starting_stacks"),
    ("variant = 'F7S'\nstarting_stacks=[100]\nactions=[]\nsmall_bet=2\nbig_bet=4\nbring_in=1", "2 to 8"),
    ("variant = 'F7S'\nstarting_stacks=[100, 100]\nactions='x'\nsmall_bet=2\nbig_bet=4\nbring_in=1", "actions"),
])
def test_malformed_files_get_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(PHHError, match=message):
        loads(text)


def _typed(value: object) -> object:
    """``value`` with its types spelled out (``True == 1`` must not hide a difference)."""
    if isinstance(value, dict):
        return [(k, _typed(v)) for k, v in value.items()]
    if isinstance(value, list):
        return ["list", [_typed(v) for v in value]]
    return [type(value).__name__, value]


def test_the_fast_toml_reader_gives_tomllib_results() -> None:
    texts = [p.read_text() for p in _conformance()]
    texts += [export_hand(play_randomly(GameConfig.preset(Variant.STUD8, 100),
                                       [PlayerSpec(s, f"P{s}", 3000) for s in (1, 3, 8)], seed))
              for seed in range(20)]
    for text in texts:
        fast = _simple_toml(text)
        assert fast is not None  # these simple files never need tomllib
        assert _typed(fast) == _typed(tomllib.loads(text, parse_float=Decimal))


@pytest.mark.parametrize("text", [
    "a = 1\na = 2", "a = 1.5e3", "a = 1.", "a = 1_000", "a = +1", "a = 0x1f", "a = 01", 'a = "x\\ey"',
    'a = "\\ud800"', "a = '''x'''", "a = [1,\n 2]", "a = 1 # note\x01", "[t]\na = 1",
    "a.b = 1", '"a" = 1', "a = 1\rb = 2", "a = 1\r", "a = [[1]]", "a = [,]", "a = 1979-05-27",
    "a = tru", "a = 'tab\there'\x7f", "\ufeffa = 1", "a = 24:00:00", "a = 07:45:00.5",
])
def test_anything_beyond_simple_toml_goes_to_tomllib(text: str) -> None:
    assert _simple_toml(text) is None
    try:
        expected: object = _typed(tomllib.loads(text, parse_float=Decimal))
    except tomllib.TOMLDecodeError:
        expected = "error"
    try:
        got: object = _typed(_read_toml(text))
    except tomllib.TOMLDecodeError:
        got = "error"
    assert got == expected


def test_a_file_written_differently_reads_the_same() -> None:
    text = _conformance()[0].read_text()
    fancy = ("# a comment\r\n" + text.replace("\n", "  # why not\r\n")
             .replace("[", "[\r\n  ").replace("'", '"'))
    assert _simple_toml(fancy) is None
    assert loads(fancy) == loads(text)


def test_malformed_actions_are_refused_with_their_index() -> None:
    base = ("variant = 'F7S'\nstarting_stacks=[1000, 1000]\nantes=[10, 10]\nsmall_bet=20\n"
            "big_bet=40\nbring_in=5\n")
    with pytest.raises(ReplayError) as err:
        replay(loads(base + "actions=['d dh p1 AsKs2c', 'd dh p2 QsQd3c', 'p9 f']"))
    assert err.value.action_index == 2
    with pytest.raises(ReplayError) as err:
        replay(loads(base + "actions=['d dh p1 AsKs2c', 'd dh p2 QsQd3c', 'p1 pb', 'p2 xx']"))
    assert err.value.action_index == 3
    with pytest.raises(ReplayError) as err:
        replay(loads(base + "actions=['d dh p1 AsKs2c', 'd dh p2 AsQd3c']"))
    with pytest.raises(ReplayError) as err:
        replay(loads(base + "actions=['d dh p1 AsKsZz', 'd dh p2 QsQd3c']"))


def test_unknown_cards_and_user_fields_survive_a_round_trip() -> None:
    cfg = GameConfig.preset(Variant.STUD8, 100, open_pair=False, max_raises=4)
    hand = play_randomly(cfg, [PlayerSpec(s, f"Jó'{s}\"", 5000) for s in (2, 4, 7)], 11, 0.9)
    text = export_hand(hand, extra={"_fairness": "ok"})
    history = loads(text)
    assert history.config == cfg and history.seats == [2, 4, 7]
    assert history.names[0] == "Jó'2\"" and history.fields["_fairness"] == "ok"
    assert replay(history).finishing_stacks == [hand.result.stacks[s] for s in (2, 4, 7)]  # type: ignore[union-attr]


# --------------------------------------------------------------------------- PokerKit


def test_pokerkit_agrees_on_random_deep_hands() -> None:
    """PokerKit differs from the house rules on the open pair, the heads-up cap, odd chips and
    short all-ins: play deep stacks with those rules switched off, skip hands with split pots
    (odd chips), and compare final stacks on the rest."""
    pokerkit = pytest.importorskip("pokerkit")
    compared = 0
    for seed in range(300):
        variant = list(Variant)[seed % 3]
        cfg = GameConfig.preset(variant, 200, open_pair=False, heads_up_uncapped=False)
        n = 2 + seed % 7
        hand = play_randomly(cfg, [PlayerSpec(s, f"P{s}", 40_000) for s in range(1, n + 1)],
                             seed, passive=0.8)
        assert hand.result is not None
        halves = Counter((a.pot, a.half) for a in hand.result.awards)
        if any(count > 1 for count in halves.values()):
            continue  # a split pot: odd-chip rules differ
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                states = list(pokerkit.HandHistory.loads(export_hand(hand)))
            except ValueError:
                continue  # an action PokerKit's rules refuse (where the rule books differ)
        final = states[-1]
        # Our files are in currency units (``currency``): PokerKit reads 404.90 for 40490 cents.
        assert [int(Decimal(x) * 100) for x in final.stacks] == [
            hand.result.stacks[s] for s in range(1, n + 1)], seed
        compared += 1
    assert compared >= 200


def test_text_that_is_not_printable_is_escaped_and_reads_back() -> None:
    from studdesk.engine.phh.export import dumps

    names = ["Ann", "Zoë", "tab\there", 'q"uote\\', "lone\ud800"]
    text = dumps({"players": names})
    assert text == ('players = ["Ann", "Zoë", "tab\\u0009here", "q\\"uote\\\\", '
                    '"lone\\ufffd"]\n')
    assert tomllib.loads(text)["players"] == [*names[:4], "lone\ufffd"]


def test_one_writer_gives_each_viewer_the_text_of_its_own_view() -> None:
    """The host writes a hand's fields once and each viewer's actions (HandWriter): the text
    is what the fields and that viewer's own actions make, and a seat's own down cards are in
    its text alone."""
    cfg = GameConfig.preset(Variant.STUD, 100)
    hand = play_randomly(cfg, [PlayerSpec(s, f"P{s}", 5000) for s in (1, 3, 5, 8)], 23, 0.9)
    extra = {"_fairness_digest": "ab" * 32}
    writer = HandWriter(hand, extra)
    texts = {}
    for viewer in (None, 1, 3, 5, 8):
        events = [censor(e, viewer) for e in hand.events]
        text = texts[viewer] = writer.text(events)
        assert text == export_hand(hand, events=events, extra=extra)
        fields = tomllib.loads(text)
        assert fields["actions"] == actions_from_events(events)
        assert list(fields)[6:9] == ["starting_stacks", "actions", "players"]
        assert fields["_fairness_digest"] == "ab" * 32
    full = export_hand(hand, extra=extra)
    assert tomllib.loads(full)["actions"] == actions_from_events(hand.events)
    assert "??" not in "".join(tomllib.loads(full)["actions"])
    for seat in (1, 3, 5, 8):  # each seat's text differs from a spectator's by its own cards
        assert texts[seat] != texts[None]
        assert "??" in texts[None]
