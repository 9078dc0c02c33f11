"""What the table sends each follower (:class:`Frames`): the ``table`` frames (seat entries,
per-seat views, made once per step and shared by every connection that sees the same), a
step's engine events censored per connection (RULES.md H1), and the ``turn``. The rule of what
a connection may see is :mod:`net.table.fanout`'s; this part applies it and batches: many
changes in one step make one ``table`` per follower (:meth:`Frames.mark_dirty`,
:meth:`Frames.flush`).
"""

from __future__ import annotations

from typing import Any, Final

from net import protocol as P
from net.table.clock import DecisionClock
from net.table.fanout import (
    OwnRecords,
    Snapshot,
    ViewMaker,
    event_for,
    is_shown,
    viewer_of,
)
from net.table.outbox import Outbox
from net.table.seats import Conn, Player
from net.table.state import TableState
from net.table_formats import Core
from studdesk.engine.actions import ActionKind, Declaration
from studdesk.engine.cards import Card
from studdesk.engine.config import BUTTON_SEAT
from studdesk.engine.events import ActionTaken, CardDealt, Event
from studdesk.engine.hand import Hand
from studdesk.engine.views import OwnHand, own_hand_of
from studdesk.engine.visibility import SPECTATOR, Viewer

# The fields of the spectator's ``table`` and view that a seat's own differ in (ViewMaker's
# seat_changes, Frames._own_seats)
_TABLE_HOLES: Final = ("seats", "you", "views")
_VIEW_HOLES: Final = ("viewer", "seats", "dead_cards", "legal_actions", "own_hand")
# the ``table``'s seats' key and list header (its eight entries follow), and its views' with
# one view
_SEATS_EIGHT: Final = P.list_part(P.TableState, "seats", [b""] * 8)
_VIEWS_ONE: Final = P.list_part(P.TableState, "views", [b""])


class _Holes:
    """A step's spectator ``table`` and view packed with holes (:meth:`Frames._seat_bytes`)."""

    __slots__ = ("snap", "table", "entries", "no_views", "view", "view_kept", "seat_views",
                 "view_seats_head", "_legal")

    def __init__(self, snap: Snapshot, table: P.TableState) -> None:
        self.snap = snap
        self.table = P.Holes(table, _TABLE_HOLES)
        # the spectator's seat entries, packed (a nil for an empty seat)
        self.entries = [P.NIL_BYTES if e is None else P.record_bytes(e) for e in snap.seats]
        assert len(self.entries) == 8, "_SEATS_EIGHT"
        self.no_views = self.table.kept("views")
        public = snap.public  # None between hands
        self.view = view = None if public is None else P.Holes(public, _VIEW_HOLES)
        # the view's own parts where a seat keeps the spectator's: seats, dead cards, legal
        # moves, its hand's words
        self.view_kept = (() if view is None else
                          tuple([view.kept(name) for name in _VIEW_HOLES[1:]]))
        self.seat_views = [] if public is None else [P.record_bytes(s) for s in public.seats]
        # the view's seats' key and list header (the seats follow, packed)
        self.view_seats_head = P.list_part(P.View, "seats", [b""] * len(self.seat_views))
        self._legal: bytes | None = None

    def legal_part(self) -> bytes:
        """The acting seat's ``legal_actions`` (the snapshot's), packed once."""
        if self._legal is None:
            self._legal = P.part(P.View, "legal_actions", self.snap.legal)
        return self._legal


class Frames:
    """The fan-out of one table over its :class:`TableState` (see the module docstring)."""

    def __init__(self, table: TableState, outbox: Outbox, core: Core) -> None:
        self.table, self.outbox, self.core = table, outbox, core
        self.table_dirty = False  # every follower is owed a table at the end of the step
        self.dirty_conns: set[int] = set()  # connections owed a table of their own
        # Each seat's own hand's words (its view's ``own_hand``) as last named, by what they
        # depend on: they change only when the seat is dealt a card, folds, the community card
        # falls or the wild ranks change, not at every frame.
        self._own: dict[int, tuple[tuple[Any, ...], OwnHand | None]] = {}
        self.views = ViewMaker()  # the hand's views as records, unchanged parts kept
        # Each seat entry as last made for a viewer, with the values it was made from: an
        # entry whose values did not change is the same record (packed once), not a new one;
        # most seats do not change from one move to the next.
        self._entries: dict[tuple[int, frozenset[int]], tuple[tuple[Any, ...], P.SeatEntry]] = {}
        # the spectator's table of the latest snapshot (every connection's is made from it)
        self._shared: tuple[Snapshot, P.TableState] | None = None
        self._step_holes: _Holes | None = None  # ... and it with holes for a seat's own parts
        # a seat's ``you`` and its view's ``viewer``, packed; its own hand's words, packed
        self._mine: dict[int, tuple[bytes, bytes]] = {}
        self._own_hand_parts: dict[int, tuple[OwnHand | None, bytes]] = {}
        self._own_entries = OwnRecords("up")  # each seat's entry as its own player sees it

    def mark_dirty(self, conn: Conn | None = None) -> None:
        """A ``table`` goes out at the end of the step: to every follower, or to ``conn``."""
        if conn is None:
            self.table_dirty = True
        else:
            self.dirty_conns.add(conn.id)

    def publish(self, events: list[Event], *, timeout_seat: int | None = None) -> None:
        """One write per following connection: censored events, the table, the turn."""
        t = self.table
        hand = t.hand
        if hand is None:
            return
        number = hand.number
        # M7/N4: the felt shows these after what it is still showing: each card dealt and
        # each move (a bot's is made at once) takes its time on the screen
        cards = sum(1 for ev in events if isinstance(ev, CardDealt))
        moves = sum(1 for ev in events if isinstance(ev, ActionTaken))
        if cards or moves:
            o = t.options
            t.show_later(cards * max(0.0, o.deal_allowance) + moves * max(0.0, o.action_allowance))
        base = max(0, len(hand.events) - len(events))  # the events are the hand's latest
        # An event in the clear for a spectator is in the clear for everyone (H1 only adds the
        # viewer's own down cards): framed once; only the others are looked at per connection.
        public = [is_shown(ev, frozenset()) for ev in events]
        plain: dict[tuple[int, bool], bytes | None] = {}
        table_cache: dict[tuple[frozenset[int], frozenset[int]], list[bytes]] = {}
        snap = self.snapshot()
        followers = t.followers()
        # every connection's write begins as the public events' frames, in order, with a place
        # for each of the others (looked at per connection); most of a deal's are public. A
        # frame that cannot go (None) is left out: an empty piece.
        template: list[bytes] = []
        private: list[tuple[int, int]] = []  # (index in the step's events, place in template)
        for i, ev in enumerate(events if followers else ()):
            if public[i]:
                template.append(self._event_frame(number, ev, True, frozenset(), timeout_seat)
                                or b"")
            else:
                private.append((i, len(template)))
                template.append(b"")
        for conn, held in followers:
            seen = t.visible(conn, held)
            parts = list(template)
            for i, place in private:
                ev = events[i]
                visible = is_shown(ev, seen)
                if not visible and isinstance(ev, CardDealt) and ev.seat in held:
                    # hotseat: dealt behind the cover
                    t.dealer.hid(conn.id, base + i)
                key = (i, visible)
                frame = plain.get(key, b"")
                if frame == b"":
                    frame = plain[key] = self._event_frame(number, ev, visible, seen,
                                                           timeout_seat)
                parts[place] = frame or b""
            tables = table_cache.get((held, seen))
            if tables is None:
                tables = table_cache[held, seen] = self.table_frames(conn, held, snap, seen)
            parts.extend(tables)
            self.outbox.write(conn, b"".join(parts))
        self.table_dirty = False  # everyone following just got the table
        self.dirty_conns.clear()

    def _event_frame(self, number: int, ev: Event, visible: bool, seen: frozenset[int],
                     timeout_seat: int | None) -> bytes | None:
        """The ``event`` frame of ``ev`` for a connection that sees the down cards of ``seen``
        (``visible``: ``ev`` is in the clear for it)."""
        timeout = isinstance(ev, ActionTaken) and ev.seat == timeout_seat
        # the host's own checked values: the engine's event and the hand in play
        return self.outbox.frame(P.Event._checked({
            "hand": number, "event": ev if visible else event_for(ev, seen), "timeout": timeout}))

    def send_turn(self, only: Conn | None = None) -> None:
        """The ``turn`` for the decision under way, with the time left (to ``only``, or to
        every follower)."""
        t = self.table
        hand = t.hand
        if hand is not None and hand.choosing:  # W9.3, W11.2: each chooser's own turn
            for clock in list(t.choosers.values()):
                self.send_choice_turn(hand, clock, only)
            return
        d = t.decision
        if hand is None or d is None or hand.acting_seat != d.seat:
            return
        self.flush()
        frame = self.turn_frame(hand, d)
        if frame is None:
            return
        for conn in [only] if only is not None else t.following():
            self.outbox.write(conn, frame)

    def send_choice_turn(self, hand: Hand, d: DecisionClock, only: Conn | None = None) -> None:
        """The ``turn`` of a seat asked for a secret choice (W9.3, W11.2): its own choices
        (the cards it may turn up are its down cards), so only to the connections holding it
        (of ``only``, or of every follower)."""
        st = self.table.hand_seats.get(d.seat)
        moves = hand.choices(d.seat)
        if st is None or not moves:
            return
        self.flush()
        t = self.table
        actions = tuple([
            P.LegalAction._checked(
                {"action": m.kind.value, "declaration": Declaration.of_chips(m.to).value}
                if m.kind is ActionKind.DECLARE
                else {"action": m.kind.value, "card": str(Card(m.to))})
            for m in moves])
        bank = (max(0, st.bank_ms - d.bank_spent_ms(t.now))
                if t.options.time_bank > 0 else None)
        turn: P.Turn = P.Turn._checked({
            "hand": hand.number, "seat": d.seat, "deadline_ms": d.time_left_ms(t.now),
            "actions": actions, "bank_ms": bank, "dealing_ms": d.dealing_ms(t.now) or None,
            "awaits_landed": d.awaits_landed(t.now) or None,
            # hotseat: held until its person lifts the cover
            "covered": True if d.covered is not None else None})
        frame = self.outbox.frame(turn)
        if frame is None:
            return
        for conn in [only] if only is not None else t.following():
            if d.seat in t.held(conn):
                self.outbox.write(conn, frame)

    def turn_frame(self, hand: Hand, d: DecisionClock) -> bytes | None:
        t = self.table
        st = t.hand_seats.get(d.seat)
        sized = (ActionKind.FOLD, ActionKind.CHECK, ActionKind.SHOW, ActionKind.MUCK)
        # the engine's legal moves and the clock's own times: the host's own checked values
        actions = tuple([
            P.LegalAction._checked({"action": m.kind.value,
                                    "amount": None if m.kind in sized else m.amount,
                                    "to": None if m.kind in sized else m.to,
                                    "extra": {"all_in": True} if m.all_in else {}})
            for m in hand.legal_actions()])
        dealing = d.dealing_ms(t.now)  # M7: this much of deadline_ms is the allowance
        bank = (max(0, st.bank_ms - d.bank_spent_ms(t.now))
                if st is not None and t.options.time_bank > 0 else None)
        turn: P.Turn = P.Turn._checked({
            "hand": hand.number, "seat": d.seat, "deadline_ms": d.time_left_ms(t.now),
            "actions": actions, "bank_ms": bank, "dealing_ms": dealing or None,
            "awaits_landed": d.awaits_landed(t.now) or None,
            # held: the clock starts when the cover comes down
            "covered": True if d.covered is not None else None})
        return self.outbox.frame(turn)

    def _seat_entry(self, seat: int, viewer: Viewer) -> P.SeatEntry | None:
        """``seat``'s entry in the ``table`` of a connection that sees as ``viewer`` does."""
        t = self.table
        st = t.seats.get(seat)
        hand = t.hand
        p = hand.player(seat) if hand is not None and seat in t.hand_seats else None
        if p is not None:
            seen, up = viewer.hand_cards(p)  # the one rule of what a viewer sees (H1)
            values: tuple[Any, ...] = (p.name, p.stack, seen, up, p.bet, p.folded, p.all_in)
        elif st is not None:
            values = (st.name, st.stack, st.sitting_out)
        else:
            return None
        if st is not None:
            player = st.player
            # C2: the bank left, none at a table without one (it changes when a decision that
            # spent some ends: the turn says when it starts to burn, so a seat entry, packed
            # once, stays the same while it does)
            bank = st.bank_ms if t.options.time_bank > 0 else None
            values += (player is None, player is None or player.conn is not None,
                       None if player is None else player.client_id, bank, st.away,
                       st.auto_ante, st.auto_muck, st.sitting_out)
        key = (seat, viewer.seats)
        kept = self._entries.get(key)
        if kept is not None and kept[0] == values:  # most seats do not change from one move
            return kept[1]
        fields: dict[str, Any]
        if p is not None:
            fields = {
                "seat": seat, "name": p.name, "stack": p.stack,
                "cards": tuple([P.card_to_wire(c) for c in seen]), "up": up, "bet": p.bet,
                "state": "folded" if p.folded else "all_in" if p.all_in else "playing"}
        else:
            assert st is not None
            fields = {"seat": seat, "name": st.name, "stack": st.stack, "cards": (), "up": (),
                      "bet": 0, "state": "sitting_out" if st.sitting_out else "waiting"}
        if st is not None:
            player = st.player
            fields.update(
                connected=True if player is None else player.conn is not None,
                bot=player is None, time_bank_ms=bank, away=st.away,
                auto_ante=st.auto_ante, auto_muck=st.auto_muck, sitting_out=st.sitting_out,
                client_id=None if player is None else player.client_id)
        entry: P.SeatEntry = P.SeatEntry._checked(fields)  # the host's own checked values
        self._entries[key] = (values, entry)
        return entry

    def snapshot(self) -> Snapshot:
        """What every connection's ``table`` shares at this moment, computed once."""
        hand = self.table.hand
        seats = [self._seat_entry(s, SPECTATOR) for s in range(1, 9)]
        if hand is None:
            return Snapshot(None, seats)
        public = self.views.public(hand)
        P.record_bytes(public)  # packed once: each seat's view packs only what it changes
        return Snapshot(public, seats, self.views.legal(hand))

    def _shared_table(self, snap: Snapshot) -> P.TableState:
        """The ``table`` of a spectator at this moment; a connection that holds seats gets it
        with its own seats' entries and views (:func:`net.protocol.derive`)."""
        shared = self._shared
        if shared is not None and shared[0] is snap:
            return shared[1]
        t = self.table
        hand = t.hand
        fields: dict[str, Any] = {
            "status": t.status, "seats": tuple(snap.seats), "you": (),
            "button": BUTTON_SEAT, "paused": t.paused, "next_hand": t.next_hand,
            "views": () if snap.public is None else (snap.public,)}
        if hand is not None and snap.public is not None:
            fields.update(hand=hand.number, street=int(hand.street), pots=snap.public.pots)
            if hand.acting_seat is not None:
                fields["to_act"] = hand.acting_seat
                d = t.decision
                if d is not None and d.seat == hand.acting_seat:
                    fields["deadline_ms"] = d.time_left_ms(t.now)
            if hand.community is not None:
                fields["community_card"] = str(hand.community)
        if t.night is not None:
            fields["format"] = t.night.table_entry(self.core)
        msg: P.TableState = P.TableState._checked(fields)  # the host's own checked values
        P.record_bytes(msg)  # packed once: each connection's packs only its seats and views
        self._shared = (snap, msg)
        return msg

    def _table_state(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot,
                     views: tuple[P.View, ...] | None = None) -> P.TableState:
        """The ``table`` message for a connection that holds ``held`` and sees ``seen`` (with
        ``views``: those views only)."""
        shared = self._shared_table(snap)
        if not held:
            return shared if views is None else P.derive(shared, views=views)
        if views is None:
            public = snap.public
            views = tuple([P.derive(public, **c) for c in self._view_changes(held, seen, snap)])
        msg: P.TableState = P.derive(shared, **self._own_seats(held, seen, snap), views=views)
        return msg

    def _table_bytes(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
                     ) -> bytes:
        """The packed :meth:`_table_state` (the same bytes), made from the spectator's table
        and view without making the connection's records (:func:`net.protocol.derived_bytes`):
        it is packed and sent at once."""
        if not held:
            return P.record_bytes(self._shared_table(snap))
        if len(held) == 1 and seen == held:  # a player's one seat: most connections
            for seat in held:
                return self._seat_bytes(seat, seen, snap)
        return self._derived_bytes(held, seen, snap)

    def _derived_bytes(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
                       ) -> bytes:
        """:meth:`_table_bytes` for any connection, field by field."""
        shared = self._shared_table(snap)
        public = snap.public
        views = tuple([P.Packed(P.derived_bytes(public, **c))
                       for c in self._view_changes(held, seen, snap)])
        return P.derived_bytes(shared, **self._own_seats(held, seen, snap), views=views)

    def _seat_bytes(self, seat: int, seen: frozenset[int], snap: Snapshot) -> bytes:
        """:meth:`_table_bytes` for a connection that holds ``seat`` alone and sees it: the
        spectator's table and view as packed once a step (:class:`_Holes`), with the seat's
        own entry, ``you`` and view (:meth:`ViewMaker.own_parts`) in their places: the same
        bytes."""
        holes = self._step_holes
        if holes is None or holes.snap is not snap:  # the step's first: made once for it
            holes = self._step_holes = _Holes(snap, self._shared_table(snap))
        entries = holes.entries.copy()
        entry = self._own_entry(seat, snap)
        entries[seat - 1] = P.NIL_BYTES if entry is None else P.record_bytes(entry)
        mine = self._mine.get(seat)
        if mine is None:
            mine = self._mine[seat] = (P.part(P.TableState, "you", (seat,)),
                                       P.part(P.View, "viewer", seat))
        view = holes.view
        hand = self.table.hand
        if hand is None or view is None:
            views = holes.no_views
        else:
            own = self.views.own_parts(hand, snap, seat, self._own_hand(hand, seat))
            seats, dead, legal, own_hand = holes.view_kept
            if own.index is not None:
                seat_views = holes.seat_views.copy()
                seat_views[own.index] = P.record_bytes(own.seat)
                seats = holes.view_seats_head + b"".join(seat_views)
                own_hand = self._own_hand_part(seat, own.own_hand)
                if own.dead_cards is not None:
                    dead = P.part(P.View, "dead_cards", own.dead_cards)
            if own.legal is not None:
                legal = (holes.legal_part() if own.legal is snap.legal
                         else P.part(P.View, "legal_actions", own.legal))
            views = _VIEWS_ONE + view.fill(mine[1], seats, dead, legal, own_hand)
        return holes.table.fill(_SEATS_EIGHT + b"".join(entries), mine[0], views)

    def _own_entry(self, seat: int, snap: Snapshot) -> P.SeatEntry | None:
        """``seat``'s entry as its own player sees it (:meth:`_seat_entry`): the spectator's
        with the hand's cards in the clear (:class:`OwnRecords`) while the seat is in the hand."""
        t = self.table
        hand = t.hand
        spectator = snap.seats[seat - 1]
        if hand is None or seat not in t.hand_seats or spectator is None:
            return self._seat_entry(seat, viewer_of(frozenset((seat,))))
        entry: P.SeatEntry = self._own_entries.of(spectator, hand.player(seat))
        return entry

    def _own_hand_part(self, seat: int, own: OwnHand | None) -> bytes:
        """The ``own_hand`` part of ``seat``'s view, packed again only when it changed."""
        kept = self._own_hand_parts.get(seat)
        if kept is None or kept[0] is not own:
            kept = self._own_hand_parts[seat] = (own, P.part(P.View, "own_hand", own))
        return kept[1]

    def _own_seats(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
                   ) -> dict[str, Any]:
        """The ``seats`` and ``you`` of a connection that holds ``held`` (and sees ``seen``):
        the spectator's entries with its own seats' as it sees them."""
        seats = list(snap.seats)
        viewer = viewer_of(seen)
        for s in held:
            seats[s - 1] = self._seat_entry(s, viewer)
        return {"seats": tuple(seats), "you": tuple(sorted(held))}

    def _view_changes(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
                      ) -> list[dict[str, Any]]:
        """How each held seat's view differs from the spectator's (none between hands)."""
        hand = self.table.hand
        if hand is None or snap.public is None:
            return []
        # a seat's own hand is named only to a connection that sees its down cards: a hidden
        # seat's (B1's covered hotseat, a remote device's at a table nobody deals, whose down
        # cards are stand-ins here, even copies of cards opened since) is never evaluated
        return [self.views.seat_changes(hand, snap, s, self._own_hand(hand, s) if s in seen
                                        else None, shown=s in seen)
                for s in sorted(held)]

    def _own_hand(self, hand: Hand, seat: int) -> OwnHand | None:
        """``own_hand_of(hand, seat)``, named again only when it can differ."""
        index = self.views.index(hand, seat)
        if index is None:
            return None
        p = hand.players[index]
        key = (hand, len(p.cards), p.folded, hand.community is not None, hand.wild_ranks)
        kept = self._own.get(seat)
        if kept is None or kept[0] != key:
            kept = self._own[seat] = (key, own_hand_of(hand, seat))
        return kept[1]

    def table_frames(self, conn: Conn, held: frozenset[int] | None = None,
                     snap: Snapshot | None = None, seen: frozenset[int] | None = None
                     ) -> list[bytes]:
        held = self.table.held(conn) if held is None else held
        seen = self.table.visible(conn, held) if seen is None else seen
        snap = snap or self.snapshot()
        try:
            return [P.frame_payload(self._table_bytes(held, seen, snap))]
        except P.LocalProtocolError:  # many hotseat seats late in a hand: one view per frame
            msg = self._table_state(held, seen, snap)
            frames = []
            for v in msg.views:
                frame = self.outbox.frame(self._table_state(held, seen, snap, (v,)))
                if frame is not None:
                    frames.append(frame)
            return frames

    def on_watch(self, conn: Conn, player: Player, msg: P.Watch) -> None:
        """``conn`` follows the table from now on: its first ``table`` at once."""
        player.watching = True
        self.send_table(conn)

    def send_table(self, conn: Conn) -> None:
        """A ``table`` of its own to ``conn`` now (``watch``)."""
        for frame in self.table_frames(conn):
            self.outbox.write(conn, frame)

    def flush(self) -> None:
        """Cost, not count: many changes in one step make one ``table`` per follower."""
        t = self.table
        if not self.table_dirty:
            dirty, self.dirty_conns = self.dirty_conns, set()
            for conn_id in sorted(dirty):
                conn = t.conns.get(conn_id)
                if conn is not None and conn in t.following():
                    self.send_table(conn)
            return
        self.table_dirty = False
        self.dirty_conns.clear()
        snap = self.snapshot()
        cache: dict[tuple[frozenset[int], frozenset[int]], list[bytes]] = {}
        for conn, held in t.followers():
            seen = t.visible(conn, held)
            key = (held, seen)
            frames = cache.get(key)
            if frames is None:
                frames = cache[key] = self.table_frames(conn, held, snap, seen)
            for frame in frames:
                self.outbox.write(conn, frame)
