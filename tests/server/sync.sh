#!/bin/sh
# Shared campaigns through the real client: terminals of every role joined
# with `sync join`, driven through the CLI against a real server on
# loopback.  Visibility in the copies themselves, two and twenty terminals
# appending at once (every acknowledged event stored exactly once, every
# copy the same), kill -9 under load, a terminal offline that catches up
# (held, dropped and redone commands), a revoked token.
# Usage: sync.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
start() { serve_start --rate 0; URL="http://127.0.0.1:$port"; }
stop() { serve_stop; }
adj() { "$bin" --session "$@"; }
"$bin" serve --data d new longstreet round > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
server_notes() { sqlite3 "d/$C.adj" "SELECT json_extract(data, '\$.note') FROM event WHERE kind = 'note'"; }
hashes() { sqlite3 "$1" "SELECT group_concat(seq || ':' || hash, ' ') FROM event"; }
start

# Joining: one copy per terminal and role.
adj u1.adj -c "sync join $URL $U" > out 2>&1
check "umpire joins" 1 "$(grep -c 'as the umpire' out)"
adj u2.adj -c "sync join $URL/v1/campaigns/$C/view $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1
# Join links, as `serve new` printed them beside each token: the server's
# address and the token in one string (here with the test's address).
link() { awk -v r="$1" '$1 == r { getline; print $2 }' toks.txt |
    sed "s|http://HOST:PORT|$URL|"; }
page() { awk -v r="$1" '$1 == r { getline; getline; print $2 }' toks.txt |
    sed "s|http://HOST:PORT|$URL|"; }
check "serve new prints each role's join link" \
    "adjutant+$URL/v1/campaigns/$C#$UN" "$(link union)"
check "...and its web page's link" \
    "$URL/v1/campaigns/$C/view?token=$UN" "$(page union)"
adj l1.adj -c "sync join $(link union)" > out 2>&1; rc=$?
check "sync join LINK: joined as the link's role" "0 1" \
    "$rc $(grep -c 'as union:' out)"
check "...and the token is not echoed" 0 "$(grep -c "$UN" out)"
adj l2.adj -c "sync join $(page observer)" > out 2>&1; rc=$?
check "sync join with the web page's link: joined too" "0 1" \
    "$rc $(grep -c 'as observer' out)"
adj l3.adj -c "sync join adjutant+$URL/v1/campaigns/$C#0123" > out 2>&1; rc=$?
check "a link with a malformed token: refused" "1 1" \
    "$rc $(grep -c '64 hexadecimal' out)"
check "the server's log never holds a join link's token" 0 \
    "$(grep -c "$UN" serve.log)"
check "a copy is private to its owner (it holds the token)" "-rw-------" \
    "$(ls -l n.adj | cut -c1-10)"
# One terminal a copy: a second one on the same file is refused.
{ sleep 2; echo status; } | adj n.adj - > /dev/null 2>&1 &
holder=$!
sleep 0.5
adj n.adj -c 'note from a second terminal' > out 2>&1; rc=$?
check "a copy open in another terminal: refused" "1 1" "$rc $(grep -c 'held by another process' out)"
wait $holder
adj n.adj -c 'sync status' > out 2>&1
check "...and opens once the other has left" 0 $?
adj x.adj -c "sync join $URL 0123" > out 2>&1
check "a malformed token: refused, nothing made" "1 0" \
    "$(grep -c '64 hexadecimal' out) $(ls x.adj 2>/dev/null | wc -l)"
adj x.adj -c "sync join $URL $(echo "$U" | tr 0-9a-f a-f0-9)" > out 2>&1
check "an unknown token: refused" 1 "$(grep -c 'does not know it' out)"
adj x.adj -c "sync join http://127.0.0.1:1 $U" > out 2>&1
check "no server there: says so" 1 "$(grep -c 'cannot reach' out)"

# The player's bad input around the link: one line each, nothing sent.
adj x.adj -c 'sync status' > out 2>&1; rc=$?
check "sync when not joined: says how to join" "1 1" "$rc $(grep -c 'sync join URL TOKEN' out)"
adj x.adj -c "sync join ftp://127.0.0.1:$port $U" > out 2>&1; rc=$?
check "a URL that is not http(s): refused" "1 1" "$rc $(grep -c 'not a server address' out)"
adj n.adj -c 'sync drop abc' > out 2>&1; rc=$?
check "drop of no number: refused" "1 1" "$rc $(grep -c 'expected a queued command' out)"
adj n.adj -c 'sync redo 999' > out 2>&1; rc=$?
check "redo of nothing held: refused" "1 1" "$rc $(grep -c 'nothing held\|no command #999' out)"
adj n.adj -c 'sync sideways' > out 2>&1; rc=$?
check "an unknown sync verb: usage" "1 1" "$rc $(grep -c '^usage: sync' out)"

# Secrets stay with their side, down to the bytes of each copy.
adj n.adj -c 'key union stand' > out 2>&1
check "union's key through its terminal" 1 "$(grep -c 'Stand to It' out)"
adj c.adj -c 'key csa rebel anv' > /dev/null 2>&1
adj n.adj -c status > /dev/null 2>&1
adj o.adj -c status > /dev/null 2>&1
adj u1.adj -c status > /dev/null 2>&1
check "union copy: its key, not the other's" "1 0 0" \
    "$(grep -ac 'Stand to It' n.adj) $(grep -ac 'Rebel Yell' n.adj) $(grep -ac 'ANV Vet' n.adj)"
check "confederate copy: its keys, not the union's" "0 1" \
    "$(grep -ac 'Stand to It' c.adj) $(grep -ac 'Rebel Yell' c.adj)"
check "observer copy: no key at all" "0 0" \
    "$(grep -ac 'Stand to It' o.adj) $(grep -ac 'Rebel Yell' o.adj)"
check "umpire copy: everything" "1 1" \
    "$(grep -ac 'Stand to It' u1.adj) $(grep -ac 'Rebel Yell' u1.adj)"
adj n.adj --json -c 'log' -c 'status' -c 'cup' > out 2>&1
check "union's log, status and cup answers: nothing of the other's" 0 \
    "$(grep -c 'Rebel Yell\|ANV Vet' out)"
adj n.adj -c 'key csa rebel' > out 2>&1; rc=$?
check "union acting for the confederate: refused" "1 1" \
    "$rc $(grep -c 'own side only' out)"
adj o.adj -c 'note an observer writes' > out 2>&1; rc=$?
check "observer writing: refused" "1 1" "$rc $(grep -c 'reads only' out)"
adj u1.adj -c 'roll 2d6' > /dev/null 2>&1
adj n.adj -c 'undo' > out 2>&1; rc=$?
check "union undoing the umpire's roll: refused" "1 1" \
    "$rc $(grep -c 'only the umpire takes back' out)"
adj n.adj -c 'export n.html' > out 2>&1; rc=$?
check "a side's copy exports its own view, made by the server (views.sh)" "0 1" \
    "$rc $(grep -c '(union view; chain head' out)"
adj n.adj -c 'log verify' > out 2>&1
check "a side's copy verifies its own hashes" 1 "$(grep -c 'Copy verified' out)"
adj u1.adj -c 'log verify' > out 2>&1
check "the umpire's copy verifies the whole chain" 1 "$(grep -c 'hash chain intact' out)"

# A message in transit and a sealed declaration: their words reach no
# other copy until their time.
adj n.adj -c 'message confederate Meet at the Peach Orchard arrives=+1' > /dev/null 2>&1
adj n.adj -c 'declare operational' > /dev/null 2>&1
for f in c o u1; do adj $f.adj -c status > /dev/null 2>&1; done
check "in transit: only the sender's and the umpire's copies have it" "0 0 1" \
    "$(grep -ac 'Peach Orchard' c.adj) $(grep -ac 'Peach Orchard' o.adj) $(grep -ac 'Peach Orchard' u1.adj)"
check "sealed: the others know it was made, not what" "1 0 0" \
    "$(adj c.adj -c status 2>&1 | grep -c '^  Union$') $(grep -ac 'operational' c.adj) $(grep -ac 'operational' o.adj)"
adj c.adj -c 'reveal' > out 2>&1; rc=$?
check "reveal waits for every side" "1 1" "$rc $(grep -c 'has not sealed' out)"
adj c.adj -c 'declare passive' -c 'reveal' > out 2>&1
adj n.adj -c status > /dev/null 2>&1
adj o.adj -c status > /dev/null 2>&1
check "revealed: every copy has both" "yes yes" \
    "$(grep -aq 'Union: “operational”; Confederate: “passive”' n.adj && echo yes) $(grep -aq 'Union: “operational”; Confederate: “passive”' o.adj && echo yes)"
# A side's message waits for the umpire to set its arrival (the turn it
# asked for, here).
adj u1.adj -c 'message 1 approve' > /dev/null 2>&1
adj u1.adj -c status -c 'next end yes' -c 'next key-chits' > /dev/null 2>&1
adj c.adj -c status > out 2>&1
check "on its turn: the message reaches the Confederate, told as it comes" 1 \
    "$(grep -c 'Meanwhile: Message #1 from the Union: “Meet at the Peach Orchard' out)"
check "...and only the Confederate" "0" "$(adj o.adj -c status > /dev/null 2>&1; grep -ac 'Peach Orchard' o.adj)"

# Two terminals appending at once.
for who in A B; do
	i=0; : > $who.txt
	while [ $i -lt 40 ]; do echo "note $who-$i" >> $who.txt; i=$((i + 1)); done
done
adj u1.adj A.txt > A.out 2>&1 &
a=$!
adj u2.adj B.txt > B.out 2>&1 &
b=$!
wait $a; wait $b
acked=$(cat A.out B.out | grep -c '^Noted: “[AB]-')
check "two at once: every note acknowledged" 80 "$acked"
check "two at once: each stored exactly once" "80 80" \
    "$(server_notes | grep -c '^[AB]-') $(server_notes | grep '^[AB]-' | sort -u | wc -l)"
adj u1.adj -c sync > /dev/null 2>&1
adj u2.adj -c sync > /dev/null 2>&1
check "two at once: both copies are the server's journal" "same same" \
    "$([ "$(hashes u1.adj)" = "$(hashes "d/$C.adj")" ] && echo same) $([ "$(hashes u2.adj)" = "$(hashes "d/$C.adj")" ] && echo same)"
adj u1.adj --json -c status | sed 's/"meanwhile":[0-9]*,//; s/"session":"[^"]*"//' > s1
adj u2.adj --json -c status | sed 's/"meanwhile":[0-9]*,//; s/"session":"[^"]*"//' > s2
check "two at once: the same status" same "$(cmp -s s1 s2 && echo same)"

# Twenty terminals at once: umpires, and each side's players.
k=0
while [ $k -lt 20 ]; do
	case $k in 1[0-4]) t=$UN ;; 1[5-9]) t=$CS ;; *) t=$U ;; esac
	adj m$k.adj -c "sync join $URL $t" > /dev/null 2>&1
	i=0; : > m$k.txt
	while [ $i -lt 15 ]; do echo "note m$k-$i" >> m$k.txt; i=$((i + 1)); done
	k=$((k + 1))
done
k=0; pids=
while [ $k -lt 20 ]; do
	adj m$k.adj m$k.txt > m$k.out 2>&1 &
	pids="$pids $!"
	k=$((k + 1))
done
# shellcheck disable=SC2086
wait $pids
check "twenty at once: every note acknowledged" 300 \
    "$(cat m*.out | grep -c '^Noted[^:]*: “m')"
check "twenty at once: each stored exactly once" "300 300" \
    "$(server_notes | grep -c '^m') $(server_notes | grep '^m' | sort -u | wc -l)"
k=0; same=0
while [ $k -lt 20 ]; do
	adj m$k.adj -c sync > /dev/null 2>&1
	k=$((k + 1))
done
for k in 0 1 2 3 4 5 6 7 8 9; do
	[ "$(hashes m$k.adj)" = "$(hashes "d/$C.adj")" ] && same=$((same + 1))
done
check "twenty at once: every umpire copy is the server's journal" 10 "$same"
same=0
for k in 11 12 13 14; do
	[ "$(hashes m$k.adj)" = "$(hashes m10.adj)" ] && same=$((same + 1)); done
for k in 16 17 18 19; do
	[ "$(hashes m$k.adj)" = "$(hashes m15.adj)" ] && same=$((same + 1)); done
check "twenty at once: each side's copies agree" 8 "$same"
check "twenty at once: a side's copy is what it may see, no more" \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE vis IN ('all', 'union', '=union')")" \
    "$(sqlite3 m10.adj 'SELECT count(*) FROM event')"
for k in 0 10 15; do adj m$k.adj --json -c status |
	grep -o '"turn":[0-9]*,.*"tracks":{[^}]*}' > st$k; done
check "twenty at once: every role sees the same turn, phase and tracks" \
    "same same" "$(cmp -s st0 st10 && echo same) $(cmp -s st0 st15 && echo same)"

# kill -9 under load: nothing acknowledged lost, nothing applied twice.
k=0; pids=
while [ $k -lt 8 ]; do
	i=0; : > k$k.txt
	while [ $i -lt 200 ]; do echo "note k$k-$i" >> k$k.txt; i=$((i + 1)); done
	adj m$k.adj k$k.txt > k$k.out 2>&1 &
	pids="$pids $!"
	k=$((k + 1))
done
sleep 0.5
kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=
# shellcheck disable=SC2086
wait $pids
acked=$(cat k*.out | grep '^Noted: “k' | sed 's/^Noted: “//; s/”$//' | sort -u)
stored=$(server_notes | grep '^k' | sort)
lost=0
for n in $acked; do echo "$stored" | grep -qx "$n" || lost=$((lost + 1)); done
check "kill -9: some were acknowledged before, some queued after" "yes yes" \
    "$([ -n "$acked" ] && echo yes) $(grep -q 'Queued #\|No answer' k*.out && echo yes)"
check "kill -9: every acknowledged note is on disk" 0 "$lost"
start
k=0
while [ $k -lt 8 ]; do adj m$k.adj -c sync > /dev/null 2>&1; k=$((k + 1)); done
check "kill -9: after restart and sync, each of the 1600 notes exactly once" \
    "1600 1600" "$(server_notes | grep -c '^k') $(server_notes | grep '^k' | sort -u | wc -l)"
"$bin" --session "d/$C.adj" -c 'log verify' > out 2>&1
check "kill -9: the server's chain verifies" 1 "$(grep -c 'hash chain intact' out)"

# A terminal offline for a while, then catching up.
stop
adj c.adj -c 'note written offline' -c 'next' -c 'note behind the next' > out 2>&1
check "offline: commands queue" 3 "$(grep -c '^Queued #' out)"
adj c.adj -c status > out 2>&1
check "offline: status from the copy, said to be" 1 "$(grep -c '^(Offline since' out)"
adj c.adj -c 'cup' > out 2>&1; rc=$?
check "offline: what needs the server says so" "1 1" "$rc $(grep -c 'needs the server' out)"
adj u1.adj -c 'lookup break-test cr=4 ?' > out 2>&1
check "offline: the umpire's copy answers what changes nothing" "1 0" \
    "$(grep -c 'before rolling' out) $(grep -c Queued out)"
adj u1.adj -c 'track nosuch +1' > out 2>&1; rc=$?
check "offline: the umpire's copy refuses a bad command now, not later" \
    "1 0 1" "$rc $(grep -c Queued out) $(grep -c 'nosuch' out)"
adj u1.adj -c 'note umpire offline' -c 'undo' > out 2>&1
check "offline: undo takes back a queued command" 1 "$(grep -c 'Took back queued' out)"
start
# The game moves where the Confederate sees it (the Union's secrets that
# came meanwhile are no move to him: stale.sh).
adj u2.adj -c 'track vp +1' > /dev/null 2>&1
adj c.adj --json -c 'sync status' > out 2>&1
check "the queue is kept in the copy" 3 "$(grep -o '"state":"queued"' out | wc -l)"
adj c.adj -c 'sync' > out 2>&1; rc=$?
check "catching up: what others did is shown" yes \
    "$(grep -q '^Meanwhile: ' out && echo yes)"
check "catching up: a note still fits and is sent" 1 \
    "$(grep -c '^Noted[^:]*: “written offline' out)"
check "catching up: the step typed before the game moved is held" 1 \
    "$(grep -c 'Held #.* `next`: the campaign moved on' out)"
check "catching up: what was queued behind it waits" 1 \
    "$(grep -c 'Held #.*`note behind the next`: it waits behind' out)"
check "catching up: sync says some are held (exit 1)" 1 "$rc"
check "held commands were not applied" 0 "$(server_notes | grep -c 'behind the next')"
n=$(adj c.adj --json -c 'sync status' | grep -o '"n":[0-9]*,"line":"next"' | grep -o '[0-9]*' | head -1)
adj c.adj -c "sync drop $n" > out 2>&1
check "drop forgets a held command" 1 "$(grep -c "Dropped #$n" out)"
check "...and frees the command that waited behind it" 1 \
    "$(grep -c 'Freed #.*`note behind the next`' out)"
adj c.adj --json -c 'sync status' > out 2>&1
check "...no longer held: queued" "0 1" \
    "$(grep -o '"state":"held"' out | wc -l) $(grep -o '"state":"queued"' out | wc -l)"
adj c.adj -c 'sync' > out 2>&1
check "the freed command goes with the next contact" 1 "$(grep -c 'Noted[^:]*: “behind the next' out)"
check "once only" 1 "$(server_notes | grep -c 'behind the next')"
adj c.adj --json -c 'sync status' > out 2>&1
check "the queue is empty" 0 "$(grep -o '"state":' out | wc -l)"

# The issue's own case: a chit another umpire drew while this one was
# offline.  Held as typed before the game moved; sent anyway on redo, the
# rules refuse it and it stays held with their reason.
adj u2.adj -c status -c 'force key union' -c 'force key confederate' \
    -c 'next draw-chit' > /dev/null 2>&1
chit=$(sqlite3 "d/$C.adj" "SELECT json_extract(data, '$.chit') FROM event WHERE kind = 'chit' AND text LIKE 'Into the cup:%' ORDER BY seq DESC LIMIT 1")
adj u1.adj -c status > /dev/null 2>&1
stop
adj u1.adj -c "draw $chit" > out 2>&1
check "offline: the umpire's draw of a named chit waits" 1 "$(grep -c '^Queued #' out)"
start
adj u2.adj -c status -c "draw $chit" > out 2>&1
check "meanwhile the other umpire draws it" 1 "$(grep -c '^Drew: ' out)"
adj u1.adj -c sync > out 2>&1
check "back online: the draw is held, not made twice" 1 \
    "$(grep -c "Held #.*\`draw $chit\`: the campaign moved on" out)"
n=$(adj u1.adj --json -c 'sync status' | grep -o '"n":[0-9]*,"line":"draw' | grep -o '[0-9]*' | head -1)
adj u1.adj -c "sync redo $n" > out 2>&1
check "redo: the rules refuse it now, and say why" 1 \
    "$(grep -c "Held #$n .*no chit" out)"
adj u1.adj -c "sync drop $n" > /dev/null 2>&1

# A queued command the rules refuse in the state it meets is held with
# the server's reason.
stop
adj n.adj -c 'key union stand' > /dev/null 2>&1
start
adj n.adj -c sync > out 2>&1
check "refused by the rules once there: held with the reason" 1 \
    "$(grep -c 'Held #.*`key union stand`' out)"
adj n.adj -c 'sync drop all' > /dev/null 2>&1

# A revoked token: the copy stays, the terminal is told, a new token works.
"$bin" serve --data d token "$C" union > newtok.txt
NEW=$(awk '$1 == "union" { print $2 }' newtok.txt)
adj n.adj -c 'note with an old token' > out 2>&1; rc=$?
check "revoked token: refused, the command kept" "1 1" \
    "$rc $(grep -c 'refused this terminal' out)"
adj n.adj -c "sync join $URL $NEW" > out 2>&1
check "rejoin with the new token: same copy, queue sent" "1 1" \
    "$(grep -c 'Already joined' out) $(server_notes | grep -c 'with an old token')"

# Real dice typed at a side's terminal are taken, and marked as such.
adj c.adj -c 'roll 2d6 roll=3,4' > out 2>&1
check "typed dice: taken and marked" "1 1" "$(grep -c '2d6: 7 (3+4) (real dice)' out) \
$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'roll' AND json_extract(data, '$.typed') AND json_extract(data, '$.role') = 'confederate'")"

# A game begun at a table moves to the server and its file joins in place.
adj local.adj -c 'new bloodiest hist' -c 'track vp.union +2' -c next > /dev/null 2>&1
"$bin" serve --data d import local.adj > imp.txt 2>&1
C2=$(awk '/^campaign/ { print $2 }' imp.txt)
U2=$(awk '$1 == "umpire" { print $2 }' imp.txt)
check "import: the table's game becomes a campaign" 1 "$(grep -c 'from local.adj' imp.txt)"
adj local.adj -c "sync join $URL $U2" -c 'track vp.union +1' > out 2>&1
check "join attaches the open session in place" "1 1" \
    "$(grep -c '^Attached this session' out) $(grep -c 'union) 2 -> 3' out)"
check "...and the server has it" 1 \
    "$(sqlite3 "d/$C2.adj" "SELECT count(*) FROM event WHERE text LIKE '%2 -> 3'")"
"$bin" serve --data d import local.adj > out 2>&1; rc=$?
check "a terminal's copy is not imported again" "1 1" "$rc $(grep -c 'not a game of its own' out)"

# A terminal that had a file open before another attached it as a copy
# cannot write it behind the copy's back (it would fork the copy).
adj local3.adj -c 'new bloodiest hist' > /dev/null 2>&1
"$bin" serve --data d import local3.adj > imp.txt 2>&1
U3=$(awk '$1 == "umpire" { print $2 }' imp.txt)
{ sleep 1.5; echo 'track vp.union +1'; } | adj local3.adj - > plain.out 2>&1 &
plain=$!
{ echo "sync join $URL $U3"; sleep 3; } | adj local3.adj - > /dev/null 2>&1 &
copy=$!
wait $plain; rc=$?
wait $copy
check "a plain terminal's write to a file held as a copy: refused" "1 1" \
    "$rc $(grep -c 'held by another process' plain.out)"

# A join refused for a file that is not this terminal's copy leaves the
# terminal on the game it had.
adj p.adj -c 'new longstreet whirl' > /dev/null 2>&1
adj p.adj -c "sync join $URL $CS u1.adj" -c status > refjoin.out 2>&1; rc=$?
check "a refused join (another's copy named): the terminal keeps its game" \
    "1 1 1" "$rc $(grep -c 'not this terminal.s copy' refjoin.out) $(grep -c 'The Whirlpool' refjoin.out)"

"$bin" serve --data d --listen 127.0.0.1:0 > out 2>&1; rc=$?
check "one server per data folder" "1 1" "$rc $(grep -c 'another .adjutant serve. is using' out)"
stop
check "the server stopped cleanly" 1 "$(grep -c stopped serve.log)"

# HTTPS: the server with a certificate, a terminal that checks it.
openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem \
    -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
    > /dev/null 2>&1
serve_start --tls-cert cert.pem --tls-key key.pem
check "https: the server says so" 1 "$(grep -c '(https)' serve.log)"
adj t.adj -c "sync join https://127.0.0.1:$port $U" > out 2>&1
check "https: a certificate not trusted is refused" 1 \
    "$(grep -c 'cannot reach https.*certificate' out)"
ADJUTANT_CA_FILE=cert.pem adj t.adj -c "sync join https://127.0.0.1:$port $U" \
    -c 'note over https' > out 2>&1
check "https: trusted, joined and sent" "1 1" \
    "$(grep -c '^Joined' out) $(server_notes | grep -c 'over https')"
stop
check "the server stopped cleanly" 1 "$(grep -c stopped serve.log)"
finish sync
