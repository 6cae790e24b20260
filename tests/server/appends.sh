#!/bin/sh
# Many clients appending to one campaign at once (group commit): every
# command acknowledged is in the journal once, in one valid hash chain;
# a command the rules refuse, or one sent on a stale view, records
# nothing and spoils nothing of the others batched with it; and after a
# kill -9 in the middle of the load, every acknowledged note is still
# there, as after a SIGTERM; and a batch follows rows written beside the
# server.
# Usage: appends.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
one_campaign longstreet-attacks round-tops
writers=16 each=12

# writer N: its notes (and every fourth command a refused one, every
# sixth one on a stale view), one answer a line in w.N: "CODE ID OK".
writer() {
	j=0
	while [ $j -lt $each ]; do
		if [ $((j % 4)) = 3 ]; then
			body="{\"line\":\"track set nosuch 1\",\"client_id\":\"bad-$1-$j\"}"
			what=bad
		elif [ $((j % 6)) = 5 ]; then
			body="{\"line\":\"note stale $1 $j\",\"client_id\":\"st-$1-$j\",\"expect_seq\":1}"
			what=stale
		else
			body="{\"line\":\"note w$1 n$j\",\"client_id\":\"w$1-$j\"}"
			what=note
		fi
		code=$(curl -s -m 20 -o "a.$1.$j" -w '%{http_code}' -H \
		    "Authorization: Bearer $U" --data-binary "$body" "$H/commands")
		echo "$code $what $1 $j $(head -c 12 "a.$1.$j" 2>/dev/null)" >> "w.$1"
		j=$((j + 1))
	done
}
# writers: all of them at once, their pids in ws (a bare wait would wait
# for the server too).
writers_start() {
	ws='' i=0
	while [ $i -lt $writers ]; do
		writer $i &
		ws="$ws $!" i=$((i + 1))
	done
}
before=$(events)
writers_start
wait $ws
cat w.* > all
note() { sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note' AND text = '“$1”'"; }
check "every command answered 200 or 409" "" \
    "$(awk '$1 != 200 && $1 != 409' all | head -3)"
check "every note acknowledged" "$(grep -c ' note ' all)" \
    "$(grep ' note ' all | grep -c '^200 note .* {"ok":true')"
check "every refused command answered as refused" "$(grep -c ' bad ' all)" \
    "$(grep ' bad ' all | grep -c '^200 bad .* {"ok":false')"
check "every stale command answered 409" "$(grep -c ' stale ' all)" \
    "$(grep -c '^409 stale ' all)"
missing=0
for n in $(grep '^200 note ' all | awk '{ print $3 "-" $4 }'); do
	[ "$(note "w${n%-*} n${n#*-}")" = 1 ] || missing=$((missing + 1))
done
check "each acknowledged note is in the journal once" 0 "$missing"
check "nothing else was recorded (no refused, no stale command)" \
    "$(grep -c '^200 note ' all)" "$(($(events) - before))"
check "the events are numbered without a gap" "$(events)" \
    "$(sqlite3 "d/$C.adj" 'SELECT max(seq) FROM event')"
cp "d/$C.adj" copy.adj
"$bin" --session copy.adj -c 'log verify' > verify.txt 2>&1
check "a copy's chain verifies" 1 "$(grep -c 'hash chain intact' verify.txt)"

# kill -9 while they append: every note acknowledged before it is there.
rm -f w.* a.*
each=30
writers_start
sleep 1
kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=
wait $ws
cat w.* > all
missing=0
for n in $(grep '^200 note .* {"ok":true' all | awk '{ print $3 "-" $4 }'); do
	[ "$(note "w${n%-*} n${n#*-}")" = 1 ] || missing=$((missing + 1))
done
check "after kill -9: some were acknowledged" 1 \
    "$([ "$(grep -c '^200 note ' all)" -gt 0 ] && echo 1)"
check "after kill -9: every acknowledged note is there" 0 "$missing"
serve_start --rate 0
check "after kill -9: the campaign runs on" ok "$(run "$U" "note again")"
cp "d/$C.adj" copy.adj
"$bin" --session copy.adj -c 'log verify' > verify.txt 2>&1
check "after kill -9: the chain verifies" 1 "$(grep -c 'hash chain intact' verify.txt)"

# SIGTERM while they append: the server stops (in time: a command queued
# behind the batch is refused, never left waiting), and every note
# acknowledged before is there.
rm -f w.* a.*
writers_start
sleep 1
kill -TERM "$pid"
i=0
while kill -0 "$pid" 2>/dev/null && [ $i -lt 150 ]; do sleep 0.1; i=$((i + 1)); done
check "SIGTERM under load: the server stopped within 15 s" 1 \
    "$(kill -0 "$pid" 2>/dev/null || echo 1)"
wait "$pid"; rc=$?; pid=
check "SIGTERM under load: a clean exit" 0 "$rc"
wait $ws
cat w.* > all
check "SIGTERM under load: every answer 200, 409, 503 or none" "" \
    "$(awk '$1 != 200 && $1 != 409 && $1 != 503 && $1 != "000"' all | head -3)"
missing=0
for n in $(grep '^200 note .* {"ok":true' all | awk '{ print $3 "-" $4 }'); do
	[ "$(note "w${n%-*} n${n#*-}")" = 1 ] || missing=$((missing + 1))
done
check "SIGTERM under load: every acknowledged note is there" 0 "$missing"
cp "d/$C.adj" copy.adj
"$bin" --session copy.adj -c 'log verify' > verify.txt 2>&1
check "SIGTERM under load: the chain verifies" 1 "$(grep -c 'hash chain intact' verify.txt)"

# A batch reads the file's true tail under its write lock before its
# first command: rows written beside the server (by hand: the file is
# the server's alone otherwise) are followed, not written over.
serve_start --rate 0
check "a command before them (the campaign loaded)" ok "$(run "$U" "note before the filler")"
fill "d/$C.adj" 3
was=$(events)
check "a command after rows written by hand: recorded" ok "$(run "$U" "note after the filler")"
check "...after them, numbered on" "$((was + 1)) $((was + 1))" \
    "$(events) $(sqlite3 "d/$C.adj" "SELECT seq FROM event WHERE text = '“after the filler”'")"
finish appends
