#!/bin/sh
# The sync client against servers that misbehave (tests/server/fake.c):
# whatever a server answers, the client stops, says in one line what it
# expected, and leaves no half-made copy.
# Usage: client.sh ADJUTANT
src=$(cd "$(dirname "$0")" && pwd)/fake.c
. "$(dirname "$0")/../lib.sh"

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o fake "$src"; then
	echo "FAIL fake.c does not compile"; echo "client: 1 failed"; exit 1; fi
TOK=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
fpid=
on_exit() { [ -n "$fpid" ] && kill "$fpid" 2>/dev/null; }
# fake_join MODE: a fake server in MODE, and `sync join` against it
# (exit status in $rc, its standard error in err, the requests in fake.out)
fake_join() {
	./fake "$1" > fake.out &
	fpid=$!
	i=0
	while ! grep -q '^port=' fake.out 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1; i=$((i + 1)); done
	fport=$(sed -n 's/^port=//p' fake.out)
	timeout 60 "$bin" -c "sync join http://127.0.0.1:$fport $TOK copy-$1.adj" \
	    > out 2> err
	rc=$?
	kill "$fpid" 2>/dev/null; wait "$fpid" 2>/dev/null; fpid=
}

# "More" events, for ever, and never one of them.
fake_join nomore
check "more and no events: refused (exit 1)" 1 "$rc"
check "...in one line" 1 "$(wc -l < err)"
check "...saying what was expected" 1 \
    "$(grep -c 'says more events follow event 0 but sends none of them (expected at least one' err)"
check "...after asking once" 1 "$(grep -c '/events' fake.out)"
check "...and no copy left" no "$([ -e copy-nomore.adj ] && echo yes || echo no)"
# An answer that never ends: cut at 16 MB, not read for ever.
fake_join huge
check "an endless answer: refused (exit 1)" 1 "$rc"
check "...in one line" 1 "$(wc -l < err)"
check "...saying what was expected" 1 \
    "$(grep -c "answer to /v1/campaigns/c1/events?after=0&limit=1000 passed 16 MB (expected a campaign server's JSON" err)"
check "...and no copy left" no "$([ -e copy-huge.adj ] && echo yes || echo no)"
# Headers that never end: cut at 64 KB, not read for ever.
fake_join eventheaders
check "endless headers: refused (exit 1)" 1 "$rc"
check "...in one line" 1 "$(wc -l < err)"
check "...saying what was expected" 1 \
    "$(grep -c "headers to /v1/campaigns/c1/events?after=0&limit=1000 passed 64 KB (expected a few lines): stopped" err)"
check "...and no copy left" no "$([ -e copy-eventheaders.adj ] && echo yes || echo no)"
finish client
