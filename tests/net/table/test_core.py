"""The dispatcher (net.table.core): it stays small (under 400 lines), finds each message's handler
by the message's type (never by a name), and a step that raises is logged with its context while the
table goes on in a known state."""

from __future__ import annotations

import inspect
import typing
from pathlib import Path

import pytest

import net.table.core
from net import protocol as P
from net.table import TableCore
from studdesk.engine.hand import Hand
from tests.net.tablekit import Auto, Kit, chips_conserved, kit_options

CORE_LINES = 400


def test_the_dispatcher_stays_under_400_lines() -> None:
    source = Path(inspect.getfile(net.table.core)).read_text(encoding="utf-8")
    lines = source.count("\n")
    assert lines < CORE_LINES, f"net/table/core.py has {lines} lines: move work into a part"
    assert "getattr(" not in source  # handlers are not looked up by name


def test_every_client_message_has_one_handler_by_its_type() -> None:
    kit = Kit()
    handlers = kit.core.handlers
    before_admission = {P.Ping, P.Hello, P.Leave}  # answered before a player is known
    assert set(handlers) | before_admission == set(typing.get_args(P.ClientMessage))
    assert not set(handlers) & before_admission
    owners = {getattr(h, "__self__", None) for h in handlers.values()}
    assert owners == {kit.core, kit.core.seating, kit.core.decisions, kit.core.loop,
                      kit.core.admission, kit.core.frames}


def test_a_host_only_message_from_a_player_is_refused_and_changes_nothing() -> None:
    kit = Kit(kit_options(timer=5.0))
    ann = kit.join("Ann")
    ann.send(P.Pause(on=True))
    assert ann.errors() == [P.ErrorCode.HOST_ONLY] and not kit.core.paused


def test_a_step_that_raises_is_logged_with_its_context_and_the_table_goes_on(
        caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    kit = Kit(kit_options(timer=5.0))
    kit.core.strict = False  # as the host runs it
    ann, bo = kit.join("Ann"), kit.join("Bo", address="10.0.0.2")
    kit.advance(0.1)
    hand = kit.core.hand
    assert hand is not None and kit.core.decision is not None
    real_step = kit.core.decisions.step
    broken = [True]

    def step_once_broken(h: Hand) -> bool:
        if broken.pop() if broken else False:
            raise RuntimeError("a bug in the decision's step")
        return real_step(h)

    monkeypatch.setattr(kit.core.decisions, "step", step_once_broken)
    tables = len(ann.of(P.TableState)), len(bo.of(P.TableState))
    kit.advance(5.0)  # the decision times out: that step raises
    assert kit.core.failures == 1
    record = next(r for r in caplog.records if "failed a step" in r.getMessage())
    message = record.getMessage()
    assert "tick" in message and "phase hand" in message and f"hand {hand.number}" in message
    assert record.exc_info is not None  # with its traceback
    assert len(ann.of(P.TableState)) > tables[0] and len(bo.of(P.TableState)) > tables[1]
    assert kit.core.hand is hand  # the known state: the hand and its decision as they were
    Auto(kit, [ann, bo]).run(3)  # and the table goes on from there
    assert kit.core.failures == 1


def test_strict_tables_raise_what_a_step_raised() -> None:
    kit = Kit()

    def boom(core: TableCore) -> None:
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        kit.call(boom)
    kit.join("Ann"), kit.join("Bo", address="10.0.0.2")
    assert kit.core.hand is not None  # the step machinery was left ready for the next step


def test_the_core_holds_its_parts_and_shows_their_state_read_only() -> None:
    kit = Kit()
    kit.join("Ann")
    kit.join("Bo", address="10.0.0.2")
    assert not isinstance(kit.core, type(kit.core.state))  # composed, not inherited
    hand = kit.core.hand
    assert hand is not None and hand is kit.core.loop.hand
    assert kit.core.decision is kit.core.decisions.decision is not None
    assert kit.core.seats is kit.core.seating.seats
    for name in ("hand", "phase", "status", "decision", "seats", "hands_played", "now"):
        with pytest.raises(AttributeError, match="read-only"):
            setattr(kit.core, name, None)
    assert kit.core.hand is hand


@pytest.mark.slow  # a soak: 120 hands of random play (11 s at load 5)
def test_a_table_of_random_players_plays_over_a_hundred_hands_conserving_chips() -> None:
    kit = Kit(kit_options(timer=5.0))
    peers = [kit.join(n, address=f"10.0.1.{i}") for i, n in enumerate("ABCDE")]
    auto = Auto(kit, peers, seed=3)
    auto.run(120)
    chips_conserved(kit)
    assert kit.core.hands_played >= 120
