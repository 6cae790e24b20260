#!/bin/sh
# Many long-polls woken by one commit share one read of the events
# (events.c): each role still gets its own view.  Umpire, Union and
# observer long-polls wait after the same event; the umpire's note for
# himself wakes them all, answers his own, and is in no other role's
# answer (they wait on); a public note then answers every one of them,
# each whole.  Every request is bounded (curl -m), so a wait that hangs
# fails instead.
# Usage: fanout.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
one_campaign longstreet-attacks round-tops
last=$(sqlite3 "d/$C.adj" 'SELECT max(seq) FROM event')
pids=
for role in umpire union observer; do
	t=$(tok "$role")
	i=0
	while [ $i -lt 15 ]; do
		curl -s -m 20 -o "poll.$role.$i" -H "Authorization: Bearer $t" \
		    "$H/events?after=$last&wait=15" &
		pids="$pids $!"
		i=$((i + 1))
	done
done
sleep 1
check "the umpire's note for himself" ok "$(run "$U" 'note --umpire sealed-orders-kept')"
sleep 1
check "...answers each of his 15 long-polls with it" 15 \
    "$(grep -l 'sealed-orders-kept' poll.umpire.* 2>/dev/null | wc -l)"
check "...and none of another role's (they wait on)" 0 \
    "$(cat poll.union.* poll.observer.* 2>/dev/null | grep -c 'sealed-orders-kept')"
check "a public note" ok "$(run "$U" 'note open-dispatch')"
# shellcheck disable=SC2086
wait $pids
for role in union observer; do
	check "...answers each of the $role's 15 long-polls, once each" 15 \
	    "$(grep -l '"events":\[{[^]]*open-dispatch' poll.$role.* 2>/dev/null | wc -l)"
	check "...never with the umpire's note" 0 \
	    "$(cat poll.$role.* | grep -c 'sealed-orders-kept')"
	check "...each answer whole: ok, last_seq and one event" 15 \
	    "$(for f in poll.$role.*; do jq -e '.ok and .last_seq == '"$((last + 2))"' and (.events | length) == 1' "$f" >/dev/null 2>&1 && echo y; done | grep -c y)"
done

# Every answer marks the events an undo took back, from undos kept
# between answers (undo_cache.c) and read again only past the last
# event read before: an undo after an answer marks its events in the
# next, from any `after`, and no undo is counted twice.
undone_of() {	# undone_of AFTER SEQ: the event's "undone" read by the umpire
	curl -s -m 20 -H "Authorization: Bearer $U" "$H/events?after=$1" |
	    jq -r ".events[] | select(.seq == $2) | .undone"
}
check "the umpire rolls" ok "$(run "$U" 'roll 2d6')"
roll=$(jq -r .last_seq body)
check "...the roll stands, read from the start" false "$(undone_of 0 "$roll")"
check "...and from just before it" false "$(undone_of $((roll - 1)) "$roll")"
check "he takes the roll back" ok "$(run "$U" 'undo reason=the wrong table')"
check "...the roll is undone, read from the start" true "$(undone_of 0 "$roll")"
check "...and from just before it" true "$(undone_of $((roll - 1)) "$roll")"
check "a public note after" ok "$(run "$U" 'note after-the-undo')"
check "...the roll is still undone, the note stands" "true false" \
    "$(undone_of 0 "$roll") $(undone_of 0 "$(jq -r .last_seq body)")"

# A full page of a history (more after it) stands while the journal
# grows (events.c): read again, it says how far the journal goes now,
# and an undo of one of its events after it was read marks it undone.
page() {	# page AFTER: one event (limit=1) read by the umpire
	curl -s -m 20 -H "Authorization: Bearer $U" "$H/events?after=$1&limit=1"
}
check "the umpire rolls again" ok "$(run "$U" 'roll 2d6')"
roll=$(jq -r .last_seq body)
check "...and notes" ok "$(run "$U" 'note page-one')"
check "a page of the roll alone: more after it, the roll stands" \
    "$roll true false $(jq -r .last_seq body)" \
    "$(page $((roll - 1)) | jq -r '"\(.events[0].seq) \(.more) \(.events[0].undone) \(.last_seq)"')"
check "another note" ok "$(run "$U" 'note page-two')"
check "...the page again: the same, as of the journal now" \
    "$roll true false $(jq -r .last_seq body)" \
    "$(page $((roll - 1)) | jq -r '"\(.events[0].seq) \(.more) \(.events[0].undone) \(.last_seq)"')"
# A page read again is written from its kept text (events.c): the same
# events to the byte as when it was first read, the answer's own keys
# around them, and nothing of how it was kept.
page $((roll - 1)) > page.again
check "...its keys, as a page read afresh has them" "events,last_seq,more,ok" \
    "$(jq -r 'keys | join(",")' page.again)"
check "...its events, as they were read the first time" \
    "$(curl -s -m 20 -H "Authorization: Bearer $U" "$H/events?after=$((roll - 1))&limit=2" | jq -c '.events[0]')" \
    "$(jq -c '.events[0]' page.again)"
cmd=$(page $((roll - 1)) | jq -r '.events[0].cmd')
check "the roll is taken back" ok "$(run "$U" "undo $cmd reason=a second look")"
check "...the page again: the roll undone" "$roll true true $(jq -r .last_seq body)" \
    "$(page $((roll - 1)) | jq -r '"\(.events[0].seq) \(.more) \(.events[0].undone) \(.last_seq)"')"
serve_stop
finish fanout
