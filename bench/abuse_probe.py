#!/usr/bin/env python3
"""Probes two holes of issue 11 against a real `renju serve` on loopback, the same way for any
build, so that the figures before and after a change come from one script.

hole 3: another connection holds SQLite's write lock while one player's action waits for its
        commit and a few visitors need the store (shows, creations, watchers of unloaded games);
        how long do /api/health, a page and an asset take meanwhile?
hole 6: how many games can one address create and claim in 10 s?

Usage: bench/abuse_probe.py path/to/renju [--assets web/dist] [--seconds 10]
"""
import argparse
import base64
import http.client
import json
import os
import re
import socket
import sqlite3
import subprocess
import tempfile
import threading
import time


def start_server(renju, assets, db, log):
    proc = subprocess.Popen(
        [renju, "serve", "--bind", "127.0.0.1", "--port", "0", "--db", db, "--assets", assets,
         "--log-level", "info"],
        stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        with open(log.name) as f:
            m = re.search(r"listening on 127\.0\.0\.1:(\d+)", f.read())
        if m:
            return proc, int(m.group(1))
        time.sleep(0.05)
    proc.kill()
    raise SystemExit("renju serve did not start; see " + log.name)


def call(port, method, path, body=None, conn=None):
    own = conn is None
    conn = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    conn.request(method, path, body=body, headers=headers)
    r = conn.getresponse()
    data = r.read()
    if own:
        conn.close()
    return r.status, data


def timed(port, path):
    t = time.perf_counter()
    status, _ = call(port, "GET", path)
    return status, (time.perf_counter() - t) * 1000


class Ws:
    """Just enough of a WebSocket client: handshake, masked text frames out, frames in."""

    def __init__(self, port, path):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                        "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            chunk = self.s.recv(4096)
            if not chunk:
                raise RuntimeError("closed during the handshake")
            self.buf += chunk
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("upgrade refused: " + head.split(b"\r\n")[0].decode())

    def send(self, obj):
        data = json.dumps(obj).encode()
        mask = os.urandom(4)
        n = len(data)
        header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big"))
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _need(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise RuntimeError("closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def recv(self):
        b0, b1 = self._need(2)
        n = b1 & 0x7F
        if n == 126:
            n = int.from_bytes(self._need(2), "big")
        elif n == 127:
            n = int.from_bytes(self._need(8), "big")
        payload = self._need(n)
        return json.loads(payload) if b0 & 0x0F == 1 else {"t": "(control)"}

    def until(self, pred):
        while True:
            m = self.recv()
            if pred(m):
                return m


def hole3(port, db):
    _, body = call(port, "POST", "/api/games", json.dumps({"rule": "standard", "side": "black"}))
    game = json.loads(body)
    call(port, "POST", f"/api/games/{game['id']}/join")
    others = [json.loads(call(port, "POST", "/api/games", "{}")[1])["id"] for _ in range(2)]
    a = Ws(port, f"/ws/games/{game['id']}")
    a.send({"t": "hello", "secret": game["secret"]})
    a.until(lambda m: m.get("t") == "state")

    lock = sqlite3.connect(db, isolation_level=None, timeout=0)
    lock.execute("BEGIN IMMEDIATE")
    locked = time.perf_counter()
    a.send({"t": "place", "at": "h8", "id": 1})
    time.sleep(0.2)  # the action reaches the committer, which now waits for the lock
    visitors = [threading.Thread(target=call, args=(port, "GET", f"/api/games/{game['id']}"))
                for _ in range(4)]
    visitors += [threading.Thread(target=call, args=(port, "POST", "/api/games", "{}"))
                 for _ in range(2)]
    visitors += [threading.Thread(target=lambda i=i: Ws(port, f"/ws/games/{i}")) for i in others]
    for v in visitors:
        v.daemon = True
        v.start()
    time.sleep(0.2)  # the visitors' requests are in
    # The three at the same moment (each on a connection of its own), as a browser would ask.
    figures = {}
    probes = [threading.Thread(target=lambda path=path: figures.__setitem__(path, timed(port, path)))
              for path in ["/api/health", "/en/", "/assets/app.js"]]
    for t in probes:
        t.start()
    for t in probes:
        t.join()
    lock_held_ms = (time.perf_counter() - locked) * 1000
    released = time.perf_counter()
    lock.execute("ROLLBACK")
    lock.close()
    answer = a.until(lambda m: m.get("t") in ("ack", "error") and m.get("id") == 1)
    answered_ms = (time.perf_counter() - released) * 1000
    for v in visitors:
        v.join(30)
    print("hole 3: another connection holds the write lock, one action pending, "
          "4 shows + 2 creations + 2 watchers of unloaded games waiting:")
    for path, (status, ms) in figures.items():
        print(f"  GET {path:15s} {status}  {ms:8.1f} ms")
    print(f"  (the lock was held {lock_held_ms:.0f} ms, until these three had answered)")
    what = "ack" if answer["t"] == "ack" else "error " + answer.get("code", "?")
    print(f"  the action: {what}, {answered_ms:.0f} ms after the lock was released")


def hole6(port, seconds):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    created = claimed = refused = 0
    first_refusal = None
    end = time.time() + seconds
    while time.time() < end:
        status, body = call(port, "POST", "/api/games", "{}", conn)
        if status != 201:
            refused += 1
            first_refusal = first_refusal or (status, body[:120].decode(errors="replace"))
            continue
        created += 1
        status, _ = call(port, "POST", f"/api/games/{json.loads(body)['id']}/join", None, conn)
        claimed += status == 200
    print(f"hole 6: one address, {seconds:g} s: {created} games created, {claimed} claimed, "
          f"{refused} creations refused")
    if first_refusal:
        print(f"  first refusal: {first_refusal[0]} {first_refusal[1]}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("renju")
    p.add_argument("--assets", default="web/dist")
    p.add_argument("--seconds", type=float, default=10)
    o = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "renju.db")
        with open(os.path.join(tmp, "serve.log"), "w") as log:
            proc, port = start_server(o.renju, o.assets, db, log)
            try:
                hole3(port, db)
                hole6(port, o.seconds)
            finally:
                proc.terminate()
                proc.wait(10)


if __name__ == "__main__":
    main()
