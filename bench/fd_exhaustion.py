#!/usr/bin/env python3
# Descriptor exhaustion, measured: `renju serve` under `ulimit -n 256` while five addresses
# (127.0.0.1-5) hold 64 keep-alive connections each. Prints, for the 5 s that follow, the
# server's CPU (utime+stime over wall time), its log lines per second, and whether
# /api/health answered. Usage: bench/fd_exhaustion.py BINARY [BINARY ...] (one run each).
import os, resource, socket, subprocess, sys, tempfile, time

LIMIT, ADDRESSES, PER_ADDRESS, WINDOW = 256, 5, 64, 5.0


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def health(port):
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=3)
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return s.recv(4096).split(b"\r\n", 1)[0].decode()
    except OSError as e:
        return f"no answer ({e.__class__.__name__})"


def run(binary):
    tmp = tempfile.mkdtemp()
    log = open(os.path.join(tmp, "log"), "w+")
    port = 18000 + os.getpid() % 1000
    limit = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (LIMIT, LIMIT))
    server = subprocess.Popen([binary, "serve", "--port", str(port), "--bind", "127.0.0.1",
                               "--db", os.path.join(tmp, "db"), "--threads", "2"],
                              stderr=log, preexec_fn=limit)
    time.sleep(1.5)
    held = []
    for a in range(ADDRESSES):
        for _ in range(PER_ADDRESS):
            s = socket.socket()
            s.bind((f"127.0.0.{a + 1}", 0))
            s.connect(("127.0.0.1", port))
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            held.append(s)
    time.sleep(0.5)
    log.flush()
    lines0, cpu0, t0 = sum(1 for _ in open(log.name, errors="replace")), cpu_seconds(server.pid), time.time()
    time.sleep(WINDOW)
    answer = health(port)
    cpu1, t1 = cpu_seconds(server.pid), time.time()
    lines1 = sum(1 for _ in open(log.name, errors="replace"))
    for s in held:
        s.close()
    server.terminate()
    server.wait()
    print(f"{binary}: CPU {100 * (cpu1 - cpu0) / (t1 - t0):.0f} %, "
          f"{(lines1 - lines0) / (t1 - t0):.0f} log lines/s, "
          f"log {os.path.getsize(log.name)} bytes, health during exhaustion: {answer}")


for b in sys.argv[1:]:
    run(b)
