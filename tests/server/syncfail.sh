#!/bin/sh
# A disk that refuses a sync (wal_sync.c): the command whose batch could
# not be made durable is answered 500 and told it may be lost, and from
# then on the campaign answers every command and read so, even once the
# disk would sync again (after a failed fdatasync the kernel may have
# dropped what it held: a later success would prove nothing), until the
# operator restarts the server.  Then it plays on.  The refusals come
# from tests/server/nosync.c, preloaded into the server.
# Usage: syncfail.sh ADJUTANT
src=$(cd "$(dirname "$0")" && pwd)/nosync.c
. "$(dirname "$0")/../lib.sh"

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -shared -fPIC \
    -o nosync.so "$src" -ldl; then
	echo "FAIL nosync.c does not compile"; echo "syncfail: 1 failed"; exit 1; fi
one_campaign longstreet-attacks round-tops
serve_stop
# The server alone is preloaded (ASan's runtime then is not the first
# library: allowed, as nothing of nosync.so is instrumented).
rm -f serve.log
NOSYNC_FLAG="$work/refuse" LD_PRELOAD="$work/nosync.so" \
    ASAN_OPTIONS="$ASAN_OPTIONS:verify_asan_link_order=0" \
    "$bin" serve --data d --listen "127.0.0.1:$port" --rate 0 > serve.log 2>&1 &
pid=$!
i=0
while ! grep -q listening serve.log 2>/dev/null && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1)); done

check "a note while the disk syncs" ok "$(run "$U" "note before")"
: > refuse
status=$(printf '{"line":"note refused"}' | curl -s -m 20 -o body \
    -w '%{http_code}' -H "Authorization: Bearer $U" --data-binary @- "$H/commands")
check "the command the disk would not sync: 500" 500 "$status"
check "it is told it may be lost, and what the operator must do" 1 \
    "$(grep -c 'could not make this campaign.s file durable: what this command did may be lost; the operator must restart the server' body)"
check "the operator is told on stderr" 1 \
    "$(grep -c 'could not be synced (Input/output error)' serve.log)"
rm -f refuse
check "the disk syncs again, the campaign still refuses" \
    "the server could not make this campaign's file durable: what this command did may be lost; the operator must restart the server" \
    "$(run "$UN" "note after")"
check "a side's state is refused, not shown from beyond the disk" 1 \
    "$(state "$UN" | grep -c "not yet on the server's disk: try again")"
check "a read command too" 1 \
    "$(run "$U" "status" | grep -c "not yet on the server's disk: try again")"
serve_stop

serve_start --rate 0
check "restarted, the campaign plays on" ok "$(run "$U" "note restarted")"
check "the note before and the one after the restart are in its file" "1 1" \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note' AND text LIKE '%before%'") $(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note' AND text LIKE '%restarted%'")"
check "a refused command was never run: the side's note is not there" 0 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note' AND text LIKE '%after%'")"
serve_stop
finish syncfail
