#!/bin/sh
# The campaign page's owed view and its events' actors and undos (issue
# 24, items 1 and 9), in headless Chromium against a live `adjutant
# serve`: at the top, who owes what, the command that answers it (and,
# when the server sends them, since when and a deadline counting down);
# each recent event names who acted, and one an undo took back is struck
# through and marked "(undone)", whether the undo came before the page
# opened or while it was open.  The umpire's and a side's pages at phone
# and desktop size are kept under OUT: owed-ROLE-phone.png (its top),
# owed-ROLE-phone-events.png (scrolled to the events), owed-ROLE-
# desktop.png, and owed-deadline.png (the owed view given a deadline and
# a commander's entry, as GET /state's owed entries carry them).
# Usage: owed.sh ADJUTANT OUT
here=$(cd "$(dirname "$0")" && pwd)
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "owed.sh: no chromium (scripts/bootstrap.sh installs it)" >&2
	exit 1
fi
. "$here/../lib.sh"
cpid=
on_exit() { [ -n "$cpid" ] && kill -9 "$cpid" 2>/dev/null; }
. "$here/cdp.sh"

"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
serve_start --rate 0
[ -n "$port" ] || { echo "owed: 1 failed"; exit 1; }
H="http://127.0.0.1:$port/v1/campaigns/$C"
post() {	# post TOKEN LINE: one command; FAIL unless it is done
	check "$2" ok "$(post_line "$1" "$H" "$2")"
}

# The Union chooses; the Confederate still owes its Key chits.  Notes of
# each kind, and a roll the umpire takes back.
post "$UN" "key union stand"
post "$UN" "note we hold the ridge"
post "$UN" "note --umpire Sickles will move without orders"
post "$U" "roll 2d6"
ROLL=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
post "$U" "undo reason=the roll was for the wrong table"
post "$U" "track vp +1"
post "$U" "note the Peach Orchard is in play"

undone=1 rolls="Umpire roll"
LIVE="document.getElementById('conn').textContent.indexOf('live:')==0"
OWED="[...document.querySelectorAll('#owed-list li')]"
for role in umpire confederate; do
	t=$(tok $role)
	if ! cdp_open "$role" || ! cdp Page.navigate \
	    "{\"url\":\"$H/view?token=$t\"}" || ! wait_for "$LIVE" 15; then
		check "$role: the page goes live" live "$(val \
		    "document.getElementById('conn').textContent")"
		continue
	fi
	check "$role: the owed view is shown" false \
	    "$(val "document.getElementById('owed').hidden")"
	check "$role: ...first after whose view it is" true \
	    "$(val "document.getElementById('who').nextElementSibling.id=='owed'")"
	check "$role: ...who owes what, and the command that answers it" \
	    "Confederate|Key chits|key confederate CHIT..." \
	    "$(val "$OWED.map(li=>['.who','.what','.ans code'].map(q=>li.querySelector(q).textContent).join('|')).join(' / ')")"
	case $role in
	umpire)	head="Owed now: 1 choice" ;;
	*)	head="Owed now: 1 choice, yours" ;;
	esac
	check "$role: ...under a heading that says whose" "$head" \
	    "$(val "document.getElementById('owed-h').textContent")"
	check "$role: the roll the umpire took back: struck through, (undone)" \
	    "$undone line-through" \
	    "$(val "document.querySelectorAll('#log li.undone .um').length") $(val "getComputedStyle(document.querySelector('#log li.undone .t')).textDecorationLine")"
	check "$role: ...and it is the roll, named as the umpire's" "$rolls" \
	    "$(val "[...document.querySelectorAll('#log li.undone')].map(li=>li.querySelector('.by').textContent+' '+li.querySelector('.k').textContent.trim()).join()")"
	case $role in
	umpire)	actors="Umpire Union" ;;
	*)	actors="Umpire" ;;	# the Union's doings are its secrets
	esac
	check "$role: each event names who acted" "$actors" \
	    "$(val "[...new Set([...document.querySelectorAll('#log .by')].map(x=>x.textContent))].filter(n=>n=='Umpire'||n=='Union').sort().join(' ')")"
	case $role in
	umpire)	notes="“we hold the ridge” (Union only)|“Sickles will move without orders” (private)" ;;
	*)	notes="" ;;
	esac
	check "$role: private notes marked as such (none of the Union's here)" \
	    "$notes" "$(val "[...document.querySelectorAll('#log li')].filter(li=>li.querySelector('.k')&&li.querySelector('.k').textContent.trim()=='note'&&li.dataset.by=='union').map(li=>li.querySelector('.t').textContent).reverse().join('|')")"
	shot 390 844 true "$out/owed-$role-phone.png"
	check "$role: phone: 390 wide, nothing sticks out" "390 390" \
	    "$(val "innerWidth") $(val "document.documentElement.scrollWidth")"
	# The phone scrolled to the recent events: actors and undone marks.
	js "document.querySelector('#log li.undone').scrollIntoView()" &&
	    shot 390 844 true "$out/owed-$role-phone-events.png"
	js "scrollTo(0,0)"
	shot 1280 900 false "$out/owed-$role-desktop.png"
	check "$role: screenshots taken" "390x844 1280x900" \
	    "$(pngsize "$out/owed-$role-phone.png") $(pngsize "$out/owed-$role-desktop.png")"

	if [ $role = umpire ]; then
		# An undo while the page is open: the roll, shown as it came,
		# is marked when the undo arrives.
		post "$U" "roll 1d6"
		post "$U" "undo reason=a die fell off the table"
		wait_for "document.querySelectorAll('#log li.undone').length==2" 15
		check "live: an undo arriving marks the roll already shown" \
		    "2" "$(val "document.querySelectorAll('#log li.undone .um').length")"
		undone=2 rolls="Umpire roll,Umpire roll"

		# The keys the owed entries gain (role, since_turn, since,
		# deadline): given them, the view says since when and counts
		# the deadline down.
		js "owedView({role:'umpire',owed:[{side:'confederate',role:'confederate',what:'Key chits',answer:'key confederate CHIT...',since_turn:1,since_label:'4:20',since:new Date(Date.now()-125000).toISOString(),deadline:new Date(Date.now()+600000).toISOString(),then:'random'},{side:'union',role:'union/sickles',what:'brigade of Birney',answer:'brigade BRIGADE',since_turn:1,since:Math.floor(Date.now()/1000)-40}]})"
		check "keys: since when, in game and clock time" \
		    "since turn 9 (9:99), 99:99 (9 min 99 s ago)|since turn 9, 99:99 (99 s ago)" \
		    "$(val "$OWED.map(li=>li.querySelector('.since').textContent.replace(/[0-9]/g,'9')).join('|')")"
		check "keys: the deadline counts down, and says what happens then" 1 \
		    "$(val "/^Deadline [0-9][0-9]:[0-9][0-9], then chosen at random: in (9|10) min/.test($OWED[0].querySelector('.due').textContent)?1:0")"
		check "keys: a commander named under his side" "Sickles (Union)" \
		    "$(val "$OWED[1].querySelector('.who').textContent")"
		shot 390 844 true "$out/owed-deadline.png"
	fi
	check "$role: no script errors" 0 "$(exceptions)"
	cdp_close
done
[ $fails -ne 0 ] && cp serve.log "$out/owed-serve.log"
finish owed
