"""The web table's shell (net/web.py) on real loopback sockets: the files it serves and their
headers, and the WebSocket that joins the same table core as TCP, hostile browsers included."""

from __future__ import annotations

import asyncio
from typing import Final

import aiohttp
import msgpack

from net import protocol as P
from net.host import HostThread
from net.web import CSP, interface_addresses
from tests.net.helpers import RandomPlayer
from tests.web.webkit import (
    LOCAL,
    WsPlayer,
    async_test,
    fast_options,
    leaks,
    wait_until,
    web_host,
)


async def _get(port: int, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    async with aiohttp.ClientSession() as session, \
            session.get(f"http://{LOCAL}:{port}{path}", headers=headers,
                        allow_redirects=False) as response:
        return response.status, dict(response.headers), await response.read()


# ------------------------------------------------------------------------------ files


@async_test
async def test_the_page_and_its_files_are_served_with_a_strict_policy() -> None:
    async with web_host() as (_host, web):
        status, headers, body = await _get(web.port, "/")
        assert status == 200 and headers["Content-Type"].startswith("text/html")
        assert b"<script type=\"module\" src=\"app/main.js\"></script>" in body
        csp = headers["Content-Security-Policy"]
        assert csp == CSP.format(ws=f"ws://{LOCAL}:{web.port}")
        assert "script-src 'self';" in csp and "unsafe-inline" not in csp
        assert headers["X-Content-Type-Options"] == "nosniff"
        status, headers, body = await _get(web.port, "/app/messages.js")
        assert status == 200 and headers["Content-Type"].startswith("text/javascript")
        status, headers, body = await _get(web.port, "/vendor/msgpack/index.mjs")
        assert status == 200 and headers["Content-Type"].startswith("text/javascript")
        status, headers, body = await _get(web.port, "/art/cards/classic/As.svg")
        assert status == 200 and headers["Content-Type"] == "image/svg+xml"
        assert body.lstrip().startswith(b"<")


@async_test
async def test_nothing_outside_the_page_is_served() -> None:
    async with web_host() as (_host, web):
        for path in ("/../net/web.py", "/%2e%2e/net/web.py", "/app/../../../pyproject.toml",
                     "/vendor/update.sh", "/art/sounds/deal.wav", "/art/cards/../../README.md",
                     "/tests/fairness.test.js", "/package.json.bak", "/nothing.html",
                     "/__init__.py", "/__pycache__/__init__.cpython-311.pyc"):
            status, _headers, _body = await _get(web.port, path)
            assert status in (404, 403), path


@async_test
async def test_a_foreign_host_name_is_refused() -> None:
    """DNS rebinding: a page at evil.example that resolves to this host gets nothing."""
    async with web_host() as (_host, web):
        status, _h, _b = await _get(web.port, "/", Host=f"evil.example:{web.port}")
        assert status == 421
        status, _h, _b = await _get(web.port, "/", Host=f"localhost:{web.port}")
        assert status == 200


# ------------------------------------------------------------------------------ origin


@async_test
async def test_the_upgrade_checks_its_origin() -> None:
    async with web_host() as (host, web):
        for origin in ("http://evil.example", f"http://evil.example:{web.port}",
                       f"http://{LOCAL}:1", "null", f"https://{LOCAL}:{web.port}", ""):
            async with aiohttp.ClientSession() as session:
                try:
                    ws = await session.ws_connect(f"http://{LOCAL}:{web.port}/ws",
                                                  headers={"Origin": origin})
                except aiohttp.WSServerHandshakeError as exc:
                    assert exc.status == 403, origin
                else:
                    await ws.close()
                    raise AssertionError(f"origin {origin!r} was let in")
        assert not host.core.conns
        p = await WsPlayer.open(web, origin=f"http://localhost:{web.port}")
        assert (await p.hello("Ann"))["type"] == "welcome"
        await p.close()


FOREIGN: Final = ("203.0.113.7", "10.66.66.66", "[2001:db8::1]", "[::ffff:10.66.66.66]")
"""Other machines' addresses: a page served there must not open a seat here."""


async def _upgrade(port: int, origin: str) -> int:
    """The status of a real WebSocket handshake to the table with ``origin`` (101: let in)."""
    async with aiohttp.ClientSession() as session:
        try:
            ws = await session.ws_connect(f"http://{LOCAL}:{port}/ws", headers={"Origin": origin})
        except aiohttp.WSServerHandshakeError as exc:
            return exc.status
        await ws.close()
        return 101


@async_test
async def test_the_upgrade_takes_only_this_hosts_own_addresses() -> None:
    """An IP address is not enough: only the host's own (here the one it listens on, the
    one the socket came in on) or its names; a foreign Host is refused as a foreign name."""
    async with web_host() as (host, web):
        for address in FOREIGN:
            assert await _upgrade(web.port, f"http://{address}:{web.port}") == 403, address
            status, _h, _b = await _get(web.port, "/", Host=f"{address}:{web.port}")
            assert status == 421, address
        assert not host.core.conns
        for origin in (f"http://{LOCAL}:{web.port}", f"http://localhost:{web.port}"):
            p = await WsPlayer.open(web, origin=origin)
            assert (await p.hello(f"Ann{len(origin)}"))["type"] == "welcome", origin
            await p.close()


@async_test
async def test_listening_everywhere_the_host_takes_its_interfaces_and_loopback() -> None:
    """Listening on every interface, a page from any of this machine's addresses (read from
    its interfaces) or from loopback is the host's own; another machine's is not. (The table
    listens on 127.0.0.1 here: a test opens nothing beyond loopback. The rule is the one for
    a table listening on 0.0.0.0.)"""
    async with web_host() as (_host, web):
        web._address = "0.0.0.0"
        mine = [a for a in interface_addresses() if not a.is_loopback]
        for ip in ("127.0.0.1", "127.0.0.2", "[::1]", *(
                f"[{a}]" if a.version == 6 else str(a) for a in mine)):
            assert web.origin_ok(f"http://{ip}:{web.port}", local="127.0.0.1"), ip
        for address in FOREIGN:
            assert not web.origin_ok(f"http://{address}:{web.port}", local="127.0.0.1")
        assert not web.origin_ok(f"http://127.0.0.1:{web.port + 1}", local="127.0.0.1")


# ------------------------------------------------------------------------------ errors

SECURITY_HEADERS: Final = ("Content-Security-Policy", "X-Content-Type-Options",
                           "X-Frame-Options", "Referrer-Policy")


@async_test
async def test_errors_carry_the_pages_headers() -> None:
    """404 (no route, no file), 405, the 400 of a broken upgrade, a refused Host's 421: the
    same policy, nosniff and frame headers as the page."""
    async with web_host() as (_host, web):
        _s, page, _b = await _get(web.port, "/")
        answers = [await _get(web.port, "/no-such-file.js"),
                   await _get(web.port, "/art/sounds/x.svg"),
                   await _get(web.port, "/ws", Origin=f"http://{LOCAL}:{web.port}"),
                   await _get(web.port, "/", Host=f"10.66.66.66:{web.port}")]
        async with aiohttp.ClientSession() as session, \
                session.post(f"http://{LOCAL}:{web.port}/", data=b"x") as response:
            answers.append((response.status, dict(response.headers), await response.read()))
        assert [a[0] for a in answers] == [404, 404, 400, 421, 405]
        for status, headers, _body in answers:
            for name in SECURITY_HEADERS:
                assert name in headers, (status, name)
            assert headers["X-Content-Type-Options"] == "nosniff"
            assert headers["X-Frame-Options"] == "DENY"
            assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
            assert "script-src 'self';" in headers["Content-Security-Policy"]
        assert answers[0][1]["Content-Security-Policy"] == page["Content-Security-Policy"]
        assert "ws://10.66.66.66" not in answers[3][1]["Content-Security-Policy"]


# ------------------------------------------------------------------------------ slow headers


@async_test
async def test_slow_headers_are_cut_off_and_a_websocket_is_not() -> None:
    """A socket that sends its headers a line at a time is closed once the header timeout
    has passed (it would hold a connection for an hour otherwise); a seat's WebSocket stays
    open well past it."""
    async with web_host(header_timeout=0.5) as (_host, web):
        player = await WsPlayer.open(web)
        assert (await player.hello("Ann"))["type"] == "welcome"
        reader, writer = await asyncio.open_connection(LOCAL, web.port)
        writer.write(f"GET / HTTP/1.1\r\nHost: {LOCAL}:{web.port}\r\n".encode())

        async def drip() -> None:
            for n in range(200):  # 40 s of headers, a line every 0.2 s
                writer.write(f"X-Slow-{n}: 1\r\n".encode())
                await asyncio.sleep(0.2)

        dripping = asyncio.ensure_future(drip())
        try:
            data = await asyncio.wait_for(reader.read(), 20)
        except ConnectionError:
            data = b""
        finally:
            dripping.cancel()
            writer.close()
        assert data == b"", "a slow client got an answer instead of being cut off"
        assert not dripping.done() or dripping.cancelled()
        await player.send({"type": "ping", "nonce": 7})
        assert (await player.wait_for(lambda m: m["type"] == "pong"))["nonce"] == 7
        assert not player.closed.is_set()
        await player.close()


# ------------------------------------------------------------------------------ play


@async_test
async def test_a_browser_and_a_tcp_player_play_hands_and_see_nothing_they_may_not() -> None:
    async with web_host(fast_options(timer=2.0)) as (host, web):
        tcp = await RandomPlayer.join(host.port, "Tee", seat=1, seed=1)
        phone = await WsPlayer.open(web, seed=2)
        phone.play = True
        welcome = await phone.hello("Phone")
        assert welcome["type"] == "welcome" and welcome["table"]["variant"] == "stud"
        await phone.send({"type": "sit", "seat": 2})
        watcher = await WsPlayer.open(web, seed=3)
        await watcher.hello("Watcher")
        await watcher.send({"type": "watch"})
        await wait_until(lambda: host.hands_played >= 12, 60)
        assert phone.seat == 2 and not phone.errors(), phone.errors()[:3]
        assert any(m["type"] == "commit" for m in phone.received)
        assert any(m["type"] == "openings" and m["seat"] == 2 for m in phone.received)
        for who, me in ((phone, 2), (watcher, None)):
            checked, found = leaks(host, who.received, me)
            assert not found, found[:3]
            assert checked > 100
        total = sum(s.stack for s in host.seats.values())
        assert total == 2 * host.config.buy_in  # every chip where it belongs
        await phone.close()
        await watcher.close()
        await tcp.client.close()


@async_test
async def test_a_browser_gets_its_seat_and_cards_back_with_its_token() -> None:
    async with web_host(fast_options(timer=30.0)) as (host, web):
        await RandomPlayer.join(host.port, "Tee", seat=1, seed=1)
        phone = await WsPlayer.open(web)
        await phone.hello("Phone")
        await phone.send({"type": "sit", "seat": 2})
        await phone.wait_for(lambda m: m["type"] == "turn" and m["seat"] == 2, 20)
        table = [m for m in phone.received if m["type"] == "table"][-1]
        hand = phone.received[-1]["hand"]
        token = phone.token
        await phone.close()  # the phone slept
        await wait_until(lambda: len(host.core.conns) == 1, 5)
        again = await WsPlayer.open(web)
        welcome = await again.hello("Phone", token=token)
        assert welcome["type"] == "welcome" and welcome["seats"] == [2]
        state = await again.wait_for(lambda m: m["type"] == "table" and m.get("hand") == hand)
        mine = state["seats"][1]["cards"]
        assert "??" not in mine and mine[:2] == table["seats"][1]["cards"][:2]
        await again.wait_for(lambda m: m["type"] == "turn" and m["seat"] == 2)
        await again.close()


# ------------------------------------------------------------------------------ hostile


@async_test
async def test_bad_msgpack_a_text_message_and_an_empty_one_are_fatal_malformed() -> None:
    async with web_host() as (host, web):
        for bad in (b"\xc1", "{\"type\": \"hello\"}", b"", msgpack.packb([1, 2]),
                    msgpack.packb({"type": "hello"}) + b"x"):
            p = await WsPlayer.open(web)
            if isinstance(bad, str):
                await p.ws.send_str(bad)
            else:
                await p.ws.send_bytes(bad)
            error = await p.wait_for(lambda m: m["type"] == "error")
            assert error["code"] == "malformed" and error["fatal"], bad
            await asyncio.wait_for(p.closed.wait(), 5)
            await p.close()
        await wait_until(lambda: not host.core.conns, 5)


@async_test
async def test_a_huge_message_is_refused_and_the_table_goes_on() -> None:
    async with web_host() as (host, web):
        p = await WsPlayer.open(web)
        await p.ws.send_bytes(b"\x81" + b"\x00" * (P.MAX_FRAME + 10))
        error = await p.wait_for(lambda m: m["type"] == "error")
        assert error["code"] == "frame_too_large" and error["fatal"]
        await asyncio.wait_for(p.closed.wait(), 5)
        await p.close()
        q = await WsPlayer.open(web)  # far over the limit: closed unread (1009)
        await q.ws.send_bytes(b"\x00" * (20 * P.MAX_FRAME))
        await asyncio.wait_for(q.closed.wait(), 5)
        assert q.close_code == 1009
        await q.close()
        r = await WsPlayer.open(web)
        assert (await r.hello("Ann"))["type"] == "welcome"
        await r.close()


@async_test
async def test_a_flood_is_answered_as_on_tcp() -> None:
    async with web_host() as (host, web):
        p = await WsPlayer.open(web)
        await p.hello("Flood")
        for _ in range(600):  # 40 units each: far past the bucket's 4000 and 2000 a second
            await p.send({"type": "watch"})
            await p.send({"type": "settings", "auto_muck": True})
        error = await p.wait_for(lambda m: m["type"] == "error" and m.get("fatal"), 20)
        assert error["code"] == "too_fast"
        assert len(p.errors()) > 10  # refused one by one before the connection was closed
        await asyncio.wait_for(p.closed.wait(), 5)
        await p.close()


@async_test
async def test_strict_client_messages_and_host_control_as_on_tcp() -> None:
    async with web_host(fast_options(password="pw")) as (host, web):
        p = await WsPlayer.open(web)
        error = await p.hello("Ann")
        assert error["code"] == "password_required" and error["fatal"]
        await p.close()
        p = await WsPlayer.open(web)
        assert (await p.hello("Ann", password="pw"))["type"] == "welcome"
        await p.send({"type": "sit", "seat": 2, "colour": "red"})
        error = await p.wait_for(lambda m: m["type"] == "error")
        assert error["code"] == "bad_field" and not error["fatal"]
        await p.send({"type": "kick", "seat": 2})
        error = await p.wait_for(lambda m: m["type"] == "error" and m["code"] == "host_only")
        await p.send({"type": "chat", "text": "<img src=x onerror=alert(1)>"})
        line = await p.wait_for(lambda m: m["type"] == "chat")
        assert line["text"] == "<img src=x onerror=alert(1)>"  # text, carried as written
        await p.close()


def test_the_desktop_host_thread_serves_the_web_table() -> None:
    ht = HostThread(fast_options(), web=(LOCAL, 0))
    ht.start()
    try:
        port = ht.call(lambda t: t.web.port)
        url = ht.call(lambda t: t.web.urls())[0]
        assert url == f"http://{LOCAL}:{port}/"
        status, _h, body = asyncio.run(_get(port, "/"))
        assert status == 200 and b"StudDesk" in body
    finally:
        ht.stop()
