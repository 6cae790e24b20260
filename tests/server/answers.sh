#!/bin/sh
# The answers kept for client ids (issue 21, item 4): only a command that
# recorded events has its answer kept (for a retry: sent again, it is
# answered again and not run twice); a read or a refusal keeps nothing, so
# an observer sending `log` with a new client id every time adds nothing
# to the campaign's file.  (The window and the size of what is kept:
# tests/unit/test_answers.c.)
# Usage: answers.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); OB=$(tok observer)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
# send TOKEN BODY: the status, the answer in body
send() {
	printf '%s' "$2" > req
	curl -s -o body -m 10 -w '%{http_code}' -H "Authorization: Bearer $1" \
	    --data-binary @req "$H/commands"
}
kept() { sqlite3 "d/$C.adj" "SELECT count(*) FROM request $1"; }
size() { cat "d/$C.adj" "d/$C.adj-wal" 2>/dev/null | wc -c; }

check "the campaign answers" 200 "$(send "$U" '{"line":"note a first note"}')"
before=$(size)
# 1,000 observer logs, each with a client id of its own, on one connection.
i=0
while [ $i -lt 1000 ]; do
	printf 'url = "%s/commands"\nheader = "Authorization: Bearer %s"\n' \
	    "$H" "$OB"
	printf 'data = "{\\"line\\":\\"log\\",\\"client_id\\":\\"obs-%d\\"}"\n' $i
	printf 'output = "/dev/null"\nwrite-out = "%%{http_code}\\n"\n'
	i=$((i + 1))
	[ $i -lt 1000 ] && echo next
done > logs.cfg
curl -s -K logs.cfg > codes
check "1,000 observer logs with new client ids: all answered" 1000 "$(grep -c '^200$' codes)"
check "...none kept" 0 "$(kept "WHERE role = 'observer'")"
after=$(size)
check "...the campaign's file the same size ($before bytes, then $after)" "$before" "$after"

# A write with a client id: kept, and a retry is answered from it.
check "a write with a client id" 200 "$(send "$U" '{"line":"track vp +1","client_id":"w-1"}')"
check "...its answer kept" 1 "$(kept "WHERE client = 'w-1'")"
send "$U" '{"line":"track vp +1","client_id":"w-1"}' > /dev/null
check "...sent again: answered as before, marked a repeat" 1 "$(grep -c '"repeated":true' body)"
check "...and applied once" 1 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'track'")"
# Reads and refusals with a client id: nothing kept (they run again, to
# the same effect: none).
send "$U" '{"line":"status","client_id":"r-1"}' > /dev/null
send "$U" '{"line":"track nosuch +1","client_id":"r-2"}' > /dev/null
check "...the refusal said" 1 "$(grep -c '"ok":false' body)"
send "$UN" '{"line":"track vp +1","client_id":"r-3"}' > /dev/null
check "a read, a refusal by the rules, one by authority: none kept" 0 \
    "$(kept "WHERE client IN ('r-1', 'r-2', 'r-3')")"
send "$UN" '{"line":"note the Union writes","client_id":"w-1"}' > /dev/null
check "another role's same client id is its own" "1 0" \
    "$(grep -c '"ok":true' body) $(grep -c '"repeated"' body)"
serve_stop

# A file an older server kept every answer in: those that recorded
# nothing go when it is served again.
sqlite3 "d/$C.adj" "ALTER TABLE request DROP COLUMN at;
    INSERT INTO request VALUES ('observer', 'old-1',
    '{\"ok\":true,\"first\":0,\"last_seq\":3}')"
serve_start --rate 0
send "$U" '{"line":"note served again"}' > /dev/null
check "an older server's answers of reads: gone once served again" 0 \
    "$(kept "WHERE client = 'old-1'")"
check "...the writes' kept" 2 "$(kept "WHERE client = 'w-1'")"
serve_stop
finish answers
