#!/usr/bin/env python3
"""A webhook receiver on 127.0.0.1 for the notices tests: each POST's
path and JSON body, one line each, appended to LOG; answered 204.  A
POST to /hang is never answered (a receiver that hangs).  The port it
took is written to PORTFILE.

Usage: hook.py LOG PORTFILE"""
import http.server
import json
import sys
import threading
import time


class Hook(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n).decode("utf-8", "replace")
        with open(sys.argv[1], "a") as f:
            f.write(json.dumps({"path": self.path,
                                "auth": self.headers.get("Authorization"),
                                "body": json.loads(body)}) + "\n")
        if self.path == "/hang":
            time.sleep(60)
            return
        if self.path == "/moved":
            self.send_response(307)
            self.send_header("Location", "/union")
            self.end_headers()
            return
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hook)
server.daemon_threads = True
with open(sys.argv[2], "w") as f:
    f.write(str(server.server_address[1]))
server.serve_forever()
