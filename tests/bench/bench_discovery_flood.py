"""Discovery's reachability probe under a flood: how many connections one browse opens to a port
that a flood of fake mDNS records on 127.0.0.1 names (160 records, all aimed at one listening port,
announced while the browser runs for ``--seconds``). Before the probe schedule a browse opened 1,619
in 6 s; then each table was probed once per interval within the global rate (16 at once, then 8 a
second); now one port keeps two names.

And when a real table is listed beside the flood of :mod:`tests.net.discovery_flood`
(``--junk`` junk tables, a fifth of them copies aimed at the same port, and 8 odd records
that never resolve, all announced before the real table): ``real_listed_after`` seconds (null:
not within the run). Before records were read from the cache and ranked, it was not listed in
a run of 6 s. Loopback only.

    python tests/bench/bench_discovery_flood.py [--seconds 6] [--junk 150]

Figures only. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from zeroconf import ServiceInfo, Zeroconf  # noqa: E402

from net.discovery import SERVICE_TYPE, Advertiser, TableBrowser, TableInfo  # noqa: E402
from tests.net.discovery_flood import Flood  # noqa: E402

LOOPBACK = ["127.0.0.1"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--junk", type=int, default=150)
    args = parser.parse_args()
    accepted = [0]
    target = socket.socket()
    target.bind(("127.0.0.1", 0))
    target.listen(512)
    port = target.getsockname()[1]

    def accept() -> None:
        while True:
            try:
                conn, _ = target.accept()
            except OSError:
                return
            accepted[0] += 1
            conn.close()

    threading.Thread(target=accept, daemon=True).start()
    zc = Zeroconf(interfaces=LOOPBACK)
    stop = threading.Event()

    def flood(k: int) -> None:
        for n in range(40):
            if stop.is_set():
                return
            fake = ServiceInfo(
                SERVICE_TYPE, f"Aim{k}-{n} {uuid.uuid4().hex[:6]}.{SERVICE_TYPE}", port=port,
                server="aim.local.", parsed_addresses=LOOPBACK,
                properties={"proto": "2", "name": "Aim", "variant": "stud", "seats": "8",
                            "taken": "1"})
            zc.register_service(fake, cooperating_responders=True)

    real = socket.socket()
    real.bind(("127.0.0.1", 0))
    real.listen(16)
    seen: dict[str, float] = {}
    with Flood(args.junk, answering_port=port), Advertiser(
            name=f"Real {uuid.uuid4().hex[:6]}", port=real.getsockname()[1],
            interfaces=LOOPBACK, stakes="2/4", version="bench") as table:
        for k in range(4):
            threading.Thread(target=flood, args=(k,), daemon=True).start()
        started = time.monotonic()

        def added(t: TableInfo) -> None:
            seen.setdefault(t.service_name, time.monotonic() - started)

        browser = TableBrowser(interfaces=LOOPBACK, on_added=added)
        with browser:
            time.sleep(args.seconds)
            listed = len(browser.tables)
        spent = time.monotonic() - started
        stop.set()
    zc.close()
    target.close()
    real.close()
    after = seen.get(table.service_name)
    print(f"{accepted[0]} connections to the aimed port in {spent:.1f} s ({listed} tables"
          f" listed); the real table listed after "
          f"{'never' if after is None else f'{after:.2f} s'}")
    print(json.dumps({"seconds": round(spent, 1), "connections": accepted[0],
                      "listed": listed,
                      "real_listed_after": None if after is None else round(after, 2)}))


if __name__ == "__main__":
    main()
