#!/bin/sh
# The VP ledger in a shared campaign (The Long Roads to Gettysburg): every
# role reads `vp` from its own copy, the observer too (it writes
# nothing); a named entry is the gaining side's to `score` (or the
# umpire's), the other side is refused in one line; each copy's ledger
# sums to the track.
# Usage: vp-ledger.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 30 "$bin" --session "$@"; }
one_campaign long-roads high-tide
URL="http://127.0.0.1:$port"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1

adj u.adj -c 'track vp +5' > /dev/null 2>&1
adj c.adj -c 'score rr-bo-1' > out 2>&1; rc=$?
check "the Confederate scores its station" "0 1" "$rc $(grep -c '5 -> 20' out)"
adj n.adj -c 'score rr-bo-2' > out 2>&1; rc=$?
check "the Union may not score the Confederate's gain" "1 1" \
    "$rc $(grep -c "the Confederate's gain; the Confederate or the umpire records it" out)"
adj n.adj -c 'loss union manpower 2' > /dev/null 2>&1

for r in u n c o; do
	adj $r.adj -c 'sync' > /dev/null 2>&1
	adj $r.adj --json -c 'vp' > out 2>&1; rc=$?
	check "$r reads the ledger: total, sum and groups agree" "0 [24,24,24,4]" \
	    "$rc $(jq -c '.ledger | [.total, .sum, (.groups | map(.amount) | add), (.groups | length)]' out 2>/dev/null)"
done
adj o.adj -c 'score rr-bo-2' > out 2>&1; rc=$?
check "the observer scores nothing" "1 1" "$rc $(grep -c 'an observer reads only' out)"

serve_stop
finish vp-ledger
