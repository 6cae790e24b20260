#!/bin/sh
# Each role's report, and the public one that runs behind the game (issue
# 27, item 2): a side's, a commander's and the observer's terminal export
# their own view from their copies (the server makes it from the whole
# game), the same bytes as the umpire's copy exports for that role with
# --side, naming who acted and marking the undone roll; no role exports
# another's.  The umpire's `campaign set public-delay=2` publishes the
# observer's view up to the end of the turn two turns back: the same
# bytes from every copy (`export FILE --public`) and the server
# (report.html, report.md), never an event of the last two turns nor a
# secret, and it moves on when a turn ends.
# Usage: views.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
"$bin" serve --data d role add "$C" confederate longstreet > lt.txt 2>&1
LT=$(tok confederate/longstreet lt.txt)
# A long campaign (filler events, no chain: only the server reads it).
"$bin" serve --data d new longstreet-attacks round-tops > big.txt || exit 1
CB=$(awk '/^campaign/ { print $2 }' big.txt)
fill "d/$CB.adj" 150000
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
get() { curl -s -m 60 -H "Authorization: Bearer $1" "$H/$2"; }
code() { curl -s -m 60 -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $1" "$H/$2"; }
for r in u:$U n:$UN c:$CS o:$OB l:$LT; do
	adj ${r%%:*}.adj -c "sync join $URL ${r#*:}" > /dev/null 2>&1
done

# Before the umpire sets a delay there is no public report.
adj o.adj -c 'export none.md --public' > out 2>&1; rc=$?
check "no delay set: export --public is refused in one line, no file" "1 1 0" \
    "$rc $(grep -c 'publishes no public report: the umpire sets one with `campaign set public-delay=N`' out) $(ls none.md 2>/dev/null | wc -l)"
check "...and report.html is not found" 404 "$(code "$OB" report.html)"
adj n.adj -c 'campaign set public-delay=0' > out 2>&1; rc=$?
check "a side may not set the delay" "1 1" \
    "$rc $(grep -c 'the umpire changes the campaign' out)"
check "the umpire sets it: two turns behind" ok \
    "$(run "$U" 'campaign set public-delay=2')"

# Five turns: each side's secret, a public note, and an undone roll.
for t in 1 2 3 4 5; do
	run "$UN" "note UNSECRET-$t" > /dev/null
	run "$LT" "note LTSECRET-$t" > /dev/null
	run "$U" "note PUBLIC-$t" > /dev/null
	if [ $t = 2 ]; then
		run "$CS" 'roll 2d6' > /dev/null
		roll=$(jq -r .last_seq body)
		check "the umpire takes back the Confederate's roll" ok \
		    "$(run "$U" 'undo reason=wrong table')"
		undo=$(jq -r .last_seq body)
	fi
	run "$UN" 'key union stand' > /dev/null
	run "$CS" 'key csa rebel anv' > /dev/null
	[ $t = 5 ] || run "$U" 'next key-chits yes' > /dev/null
done
run "$U" status > /dev/null
check "the campaign is in turn 5" 5 "$(jq -r .reply.turn body)"

# Each role's own export from its own copy, in every format.
for r in n c l o; do
	for f in json csv md html; do
		adj $r.adj -c "export $r.$f" > out 2>&1 || cat out
	done
done
check "the side's copy exports its own view" 1 \
    "$(adj n.adj -c 'export n2.json' 2>&1 | grep -c '^Exported [0-9]* events and [0-9]* turn ends to n2.json (union view; chain head')"
adj n.adj -c 'export n.md' > out 2>&1; rc=$?
check "...again over its own report, whose chain head it does not hold" 0 "$rc"
echo "the Union's orders of battle" > mine.md
adj n.adj -c 'export mine.md' > out 2>&1; rc=$?
check "...but not over a file of its player's" "1 1 the Union's orders of battle" \
    "$rc $(grep -c 'already holds' out) $(cat mine.md)"
for pair in n:union c:confederate l:longstreet o:observer; do
	r=${pair%%:*}; v=${pair#*:}
	for f in json csv md html; do
		adj u.adj -c "export u-$r.$f --side $v" > /dev/null 2>&1
		check "$r's $f from its copy = the umpire's --side $v, byte for byte" \
		    same "$(cmp -s $r.$f u-$r.$f && echo same)"
	done
	# The events it may read are those its copy holds.
	check "$r's export holds the events of its copy" \
	    "$(sqlite3 $r.adj 'SELECT group_concat(seq) FROM event')" \
	    "$(jq -r '[.events[].seq] | map(tostring) | join(",")' $r.json)"
done

# Who acted and the side each event is about; the undone roll marked.
for r in u-n c l o; do
	check "$r: every event says by, by_name and side" 0 \
	    "$(jq '[.events[] | select((.by | type) != "string" or (.by_name | type) != "string" or (.side | type) != "string")] | length' $r.json)"
	check "$r: the roll undone, by the undo" "confederate true $undo" \
	    "$(jq -r ".events[] | select(.seq == $roll) | \"\(.by) \(.undone) \(.undone_by)\"" $r.json)"
done
check "...the CSV marks it undone" 1 "$(grep -c "^$roll,.*,confederate,Confederate,true" c.csv)"
check "...the Markdown strikes it through" 1 "$(grep -c '~~.*~~.*undone' c.md)"
check "...the HTML too" 1 "$(grep -c '<tr class="undone"[^>]*><td[^>]*>'"$roll"'<' c.html)"
check "the side each event is about: the Union's notes, the Confederate's roll" \
    "union confederate" \
    "$(jq -r '[.events[] | select(.kind == "note" and .by == "union") | .side] | unique | join(",")' n.json) $(jq -r ".events[] | select(.seq == $roll) | .side" c.json)"
check "the commander's notes name him, about his side" "5 confederate" \
    "$(jq '[.events[] | select(.kind == "note" and .by == "confederate/longstreet")] | length' l.json) $(jq -r '[.events[] | select(.by == "confederate/longstreet") | .side] | unique | join(",")' l.json)"

# Secrets stay with their side, in every format.
for f in json csv md html; do
	check "$f: the Union's notes in the Union's alone" "5 0 0 0" \
	    "$(grep -o 'UNSECRET-[0-9]' n.$f | sort -u | wc -l) $(grep -c UNSECRET c.$f) $(grep -c UNSECRET l.$f) $(grep -c UNSECRET o.$f)"
	check "$f: the commander's notes not in the Union's nor the observer's" "0 0" \
	    "$(grep -c LTSECRET n.$f) $(grep -c LTSECRET o.$f)"
done

# Another role's view: refused alike, whatever is named.
adj n.adj -c 'export x.json --side confederate' > r1 2>&1; rc1=$?
adj n.adj -c 'export x.json --side nosuch' > r2 2>&1; rc2=$?
adj n.adj -c 'export x.json --side longstreet' > r3 2>&1; rc3=$?
adj o.adj -c 'export x.json --side union' > r4 2>&1; rc4=$?
adj l.adj -c 'export x.json --side confederate' > r5 2>&1; rc5=$?
check "a side, the observer, a commander asking another view: refused" "1 1 1 1 1 0" \
    "$rc1 $rc2 $rc3 $rc4 $rc5 $(ls x.json 2>/dev/null | wc -l)"
check "...in the same words whatever was named" 1 "$(cat r1 r2 r3 r4 r5 | sort -u | wc -l)"
check "...which say what is allowed" 1 \
    "$(grep -c "this token exports its own role's view only: the umpire's exports any role's" r1)"
check "the API refuses it too (observer asks the umpire's view)" 403 \
    "$(code "$OB" 'export?format=json&view=umpire')"
check "...and a side another side's" 403 "$(code "$UN" 'export?format=json&view=confederate')"
check "...in the same words as for a name there is not" \
    "$(get "$UN" 'export?format=json&view=nobody')" "$(get "$UN" 'export?format=json&view=confederate')"

# The public report: the observer's view up to the end of turn 3.
for r in u n c l o; do
	for f in md html json; do
		adj $r.adj -c "export p-$r.$f --public" > out 2>&1 || cat out
	done
done
check "export --public says the observer's view" 1 \
    "$(adj n.adj -c 'export p2.md --public' 2>&1 | grep -c '(observer view; chain head')"
for r in n c l o; do
	for f in md html json; do
		check "$r's public $f = the umpire's, byte for byte" same \
		    "$(cmp -s p-$r.$f p-u.$f && echo same)"
	done
done
get "$OB" report.md > web.md
curl -s -m 60 "$H/report.html?token=$OB" > web.html
check "report.md and report.html (the page's token) are the same bytes" "same same" \
    "$(cmp -s web.md p-u.md && echo same) $(cmp -s web.html p-u.html && echo same)"
check "...with a side's token too" same "$(get "$UN" report.html | cmp -s - p-u.html && echo same)"
check "its events end with turn 3" 3 "$(jq '[.events[].turn] | max' p-u.json)"
check "...every one of them the observer's" \
    "$(jq -r '[.events[] | select(.turn <= 3) | .seq] | map(tostring) | join(",")' o.json)" \
    "$(jq -r '[.events[].seq] | map(tostring) | join(",")' p-u.json)"
for f in web.md web.html p-u.json; do
	check "$f: turn 3's public note, none later, no secret" "yes 0 0 0 0" \
	    "$(grep -q PUBLIC-3 $f && echo yes) $(grep -c 'PUBLIC-[45]' $f) $(grep -c UNSECRET $f) $(grep -c LTSECRET $f) $(grep -c 'Turn 4\|5:20' $f)"
done
last=$(jq -r '.events[-1].seq' p-u.json)
check "its chain head is its last event's, not the journal's" \
    "$last $(sqlite3 d/$C.adj "SELECT hash FROM event WHERE seq = $last")" \
    "$(jq -r .chain_head p-u.json)"
check "...and so the page's" 1 "$(grep -c "$(sqlite3 d/$C.adj "SELECT hash FROM event WHERE seq = $last")" web.html)"
check "...which is not the journal's head" 0 \
    "$(grep -c "$(sqlite3 d/$C.adj 'SELECT hash FROM event ORDER BY seq DESC LIMIT 1')" web.html)"

# Another delay is the umpire's to ask for; reading leaves nothing behind.
check "the observer asking another delay: refused" 403 "$(code "$OB" 'report.html?delay=0')"
check "...a side too" 403 "$(code "$UN" 'export?format=md&public=1&delay=1')"
check "the umpire may look at another" 200 "$(code "$U" 'report.md?delay=1')"
# (The request log grows by a line a request, as for every request.)
files() { ls d | grep -v -e '-wal$' -e '-shm$'; sqlite3 d/$C.adj 'SELECT count(*) FROM event'; }
files > before
ls "${TMPDIR:-/tmp}" > tmp-before
for i in 1 2 3 4 5; do get "$OB" report.html > /dev/null; done
files > after
check "reading it again adds no file nor event on the server" same \
    "$(cmp -s before after && echo same)"
check "...nor leaves a temporary file" same \
    "$(ls "${TMPDIR:-/tmp}" | cmp -s tmp-before - && echo same)"

# A turn ends: the report moves on by one.
run "$U" 'next key-chits yes' > /dev/null
get "$OB" report.md > web2.md
check "turn 6: the report now ends with turn 4" "yes 0" \
    "$(grep -q PUBLIC-4 web2.md && echo yes) $(grep -c PUBLIC-5 web2.md)"
adj u.adj -c 'export p6.md --public' > /dev/null 2>&1
check "...the umpire's copy agrees" same "$(cmp -s web2.md p6.md && echo same)"
run "$U" "note PUBLIC-6" > /dev/null
run "$UN" "note UNSECRET-6" > /dev/null
run "$UN" 'key union stand' > /dev/null
run "$CS" 'key csa rebel anv' > /dev/null
run "$U" 'next key-chits yes' > /dev/null
run "$U" status > /dev/null
check "the last turn ends: the game is over" true "$(jq -r .reply.over body)"
get "$OB" report.md > end.md
check "...and the public report is the whole game, still no secret" "yes 0" \
    "$(grep -q PUBLIC-6 end.md && echo yes) $(grep -c UNSECRET end.md)"
run "$U" 'campaign set public-delay=0' > /dev/null
check "delay 0: no public report any more" 404 "$(code "$OB" report.md)"

# A report of any size goes out from its file: past the 16 MB a
# terminal takes as one JSON answer, the server's memory flat.
curl -s -m 300 -D head.txt -o big.csv -H "Authorization: Bearer $(tok union big.txt)" \
    "$URL/v1/campaigns/$CB/export?format=csv"
check "a side's export of 150,000 events: over 16 MB, every row, its counts in headers" \
    "yes $(sqlite3 d/$CB.adj 'SELECT count(*) FROM event') $(sqlite3 d/$CB.adj 'SELECT count(*) FROM event')" \
    "$([ "$(wc -c < big.csv)" -gt 16777216 ] && echo yes) $(($(wc -l < big.csv) - 1)) $(sed -n 's/^X-Report-Events: \([0-9]*\).*/\1/p' head.txt)"
rss=$(awk '/^VmHWM/ { print $2 }' /proc/$pid/status)
echo "     (the server's peak RSS: $rss kB)"

serve_stop
finish views
