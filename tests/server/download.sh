#!/bin/sh
# A side's export comes from the server (src/cli/export-remote.c), whatever
# its size, and is held to a limit (issue 27): a server that sends more
# than it (with no length, or a length that lies), or headers without
# end, is stopped there; the terminal says so in one line naming the
# limit, and leaves no file, not even a part.  The limit is small here
# (ADJUTANT_DOWNLOAD_MAX); the export a real server makes still fits.
# Each run is under `ulimit -f` and `timeout`: a terminal that does not
# stop fails the test instead of filling the disk or hanging it.
# Usage: download.sh ADJUTANT
src=$(cd "$(dirname "$0")" && pwd)/fake.c
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o fake "$src"; then
	echo "FAIL fake.c does not compile"; echo "download: 1 failed"; exit 1; fi
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
UN=$(tok union)
serve_start --rate 0
adj n.adj -c "sync join http://127.0.0.1:$port $UN" > /dev/null 2>&1
ADJUTANT_DOWNLOAD_MAX=100000 adj n.adj -c 'export real.html' > out 2>&1
check "a real server's report fits the limit" "0 1" \
    "$? $(grep -c '^Exported [0-9]* events and [0-9]* turn ends to real.html (union view; chain head' out)"
ADJUTANT_DOWNLOAD_MAX=1e6 adj n.adj -c 'export x.html' > out 2>&1; rc=$?
check "a limit that is no number is refused in one line, no file" "1 1 0" \
    "$rc $(grep -c '^export: .*ADJUTANT_DOWNLOAD_MAX is "1e6": expected the most a download takes, in bytes (1 or more))$' out) $(ls x.html* 2>/dev/null | wc -l)"
serve_stop

# The same port, now a server that misbehaves in MODE: `export r-MODE.html`
# with a limit of 100000 bytes (the status in $rc, the output in out).
fpid=
on_exit() { [ -n "$fpid" ] && kill "$fpid" 2>/dev/null; }
fake_export() {
	./fake "$1" "$port" > fake.out &
	fpid=$!
	i=0
	while ! grep -q '^port=' fake.out 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1; i=$((i + 1)); done
	(ulimit -f 20000; ADJUTANT_DOWNLOAD_MAX=100000 adj n.adj \
	    -c "export r-$1.html") > out 2>&1
	rc=$?
	kill "$fpid" 2>/dev/null; wait "$fpid" 2>/dev/null; fpid=
}
# One line, naming what was expected; no file nor part of one.
refused() {
	check "$1: refused (exit 1)" 1 "$rc"
	check "...in one line" 1 "$(wc -l < out)"
	check "...saying $2" 1 "$(grep -c "$3" out)"
	check "...and no file, not even a part" 0 "$(ls r-* 2>/dev/null | wc -l)"
}
limit='passed 100000 bytes, the most a download takes: stopped)$'

fake_export endless
check "the fake was asked for the report" 1 "$(grep -c '/export?format=html$' fake.out)"
refused "a report with no length and no end" "the limit" "$limit"
start=$(date +%s)
fake_export declared
refused "a report whose length says 1 TB" "the limit" "$limit"
check "...at once, not when its bytes would come" yes \
    "$([ $(($(date +%s) - start)) -lt 10 ] && echo yes || echo no)"
fake_export liar
refused "a report whose length says 1000 bytes and that goes on" \
    "that it is no report" 'names no chain head (expected X-Report-Chain-Head: SEQ HASH): no report written$'
fake_export refusal
refused "a refusal whose JSON never ends" "what was expected" \
    "answer to /v1/campaigns/.*/export?format=html passed 16 MB (expected a campaign server's JSON, far less))$"
fake_export headers
refused "headers without end" "what was expected" \
    "headers to /v1/campaigns/.*/export?format=html passed 64 KB (expected a few lines): stopped)$"
finish download
