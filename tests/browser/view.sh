#!/bin/sh
# The campaign's read-only web page (GET /v1/campaigns/ID/view?token=T) in
# headless Chromium against a live `adjutant serve`: what each role's
# token shows (title, turn and phase, one chart per track, the recent
# events) and above all what it hides (each side's Key chits), the page
# following new events without a reload, a token revoked under an open
# page, the answers to a wrong or missing token, and the page at phone
# and desktop size.  Kept under OUT: view-phone.png and view-desktop.png
# (the umpire's page), view-live.png (the observer's page after the live
# updates, charts of three turns) and each page's DOM as view-ROLE.html.
#
# The page never stops long-polling, so `--dump-dom` cannot be used: it
# dumps at the load event (before the page's fetches have answered), and
# with --virtual-time-budget it waits for ever, since virtual time stands
# still while a fetch (the long-poll) is pending; --timeout only bounds
# the load itself.  Instead Chromium is driven over --remote-debugging-pipe
# (DevTools messages, NUL-separated, on fds 3 and 4: no WebSocket, just
# printf and grep), which lets the test wait for the page to say it is
# live, read its DOM, post events and watch them arrive in the same page.
# Usage: view.sh ADJUTANT OUT
here=$(cd "$(dirname "$0")" && pwd)
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "view.sh: no chromium (scripts/bootstrap.sh installs it)" >&2
	exit 1
fi
. "$(dirname "$0")/../lib.sh"
cpid=
on_exit() { [ -n "$cpid" ] && kill -9 "$cpid" 2>/dev/null; }

# --- the server, a campaign and some play ---------------------------------
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
"$bin" serve --data d new bloodiest-day historical > toks2.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
# A commander under the Confederate: his side's page, said to be his.
"$bin" serve --data d role add "$C" confederate longstreet >> toks.txt || exit 1
serve_start
[ -n "$port" ] || { echo "view: 1 failed"; exit 1; }
H="http://127.0.0.1:$port/v1/campaigns/$C"
post() {	# post TOKEN LINE: one command; FAIL unless it is done
	code=$(curl -s -o body -w '%{http_code}' -X POST -H \
	    "Authorization: Bearer $1" --data-binary "{\"line\":\"$2\"}" \
	    "$H/commands")
	if [ "$code" != 200 ] || ! grep -q '^{"ok":true,"reply":{"ok":true' body; then
		echo "FAIL POST $2: $code $(head -c 200 body)"
		fails=$((fails + 1))
	fi
}
# try TOKEN LINE: one command, done or not (a choice perhaps not owed).
try() { curl -s -o /dev/null -X POST -H "Authorization: Bearer $1" \
    --data-binary "{\"line\":\"$2\"}" "$H/commands"; }
# The umpire makes the sides' Key chit choices the campaign waits for.
keys() { try "$U" "force key union"; try "$U" "force key confederate"; }
api() { curl -s -H "Authorization: Bearer $1" "$H/$2"; }	# api TOKEN PATH

# Turn 1: each side's secret Key chits, the Victory Points moved, and a
# note; no turn ends yet, since the chits gathered at a turn's end are
# named to all and would blur the test of what the sides may see.
NOTE="the umpire rules the Peach Orchard is in play"
SIDE_NOTE="Union undid: the Peach Orchard"
post "$UN" "key union stand"
post "$UN" "note $SIDE_NOTE"
post "$CS" "key csa rebel anv"
post "$U" "track vp +1"
post "$U" "next"
post "$U" "track vp +1"
post "$U" "next"
post "$U" "track vp -1"
post "$U" "note $NOTE"

# What the page should show, from the API.
expect() {	# expect TOKEN: sets title, where and tracks as that role sees them
	api "$1" state > state.json
	title="$(sed -n 's/.*"game_title":"\([^"]*\)".*/\1/p' state.json): $(
	    sed -n 's/.*"scenario_name":"\([^"]*\)".*/\1/p' state.json)"
	where="Turn $(grep -o '"turn":[0-9]*' state.json | head -1 |
	    cut -d: -f2) of $(grep -o '"turns":[0-9]*' state.json | head -1 |
	    cut -d: -f2) ($(grep -o '"turn_label":"[^"]*"' state.json |
	    head -1 | cut -d'"' -f4)), $(grep -o '"phase":"[^"]*"' state.json |
	    head -1 | cut -d'"' -f4)"
	tracks=$(grep -o '"tracks":{[^}]*}' state.json | head -1 |
	    sed 's/"tracks":{//; s/}//; s/"//g; s/:/=/g; s/,/ /g')
	nturns=$(api "$1" report | grep -o '"turn":' | wc -l)
	# Only Victory Points move in this game: the Broken Track, never
	# moved, is a line under the charts, not a chart of its own.
	charted=$(echo "$tracks" | tr ' ' '\n' | grep '^vp=')
	ntracks=1
	flatline="Unchanged so far: Broken Track 0."
}

# --- Chromium over the DevTools pipe ----------------------------------------
. "$here/cdp.sh"

LIVE="document.getElementById('conn').textContent.indexOf('live:')==0"
TRACKS="[...document.querySelectorAll('.track')]"
page_checks() {	# page_checks ROLE TOKEN: the page as that role sees it
	expect "$2"
	check "$1: the title names the game and scenario" "$title" \
	    "$(val "document.getElementById('title').textContent")"
	check "$1: the browser's title" "Adjutant: ${title#*: }" \
	    "$(val "document.title")"
	check "$1: the turn and phase" "$where" \
	    "$(val "document.getElementById('where').textContent")"
	check "$1: a chart for each track that moved, with its value" \
	    "$charted" \
	    "$(val "$TRACKS.map(d=>d.dataset.track+'='+d.querySelector('.v').textContent).join(' ')")"
	check "$1: an SVG chart in each" "$ntracks" \
	    "$(val "$TRACKS.filter(d=>d.querySelector('svg polyline, svg circle')).length")"
	check "$1: a track that never moved is a line" "$flatline" \
	    "$(val "document.getElementById('flat').textContent")"
	check "$1: the newest event is the umpire's note, named and quoted" \
	    "Umpire: “$NOTE”" \
	    "$(val "document.querySelector('#log li span').textContent")"
}

# --- each role's page ------------------------------------------------------
for role in umpire union confederate confederate/longstreet observer; do
	t=$(tok $role)
	file=$(echo "$role" | tr / -)
	if ! cdp_open "$file" || ! cdp Page.navigate \
	    "{\"url\":\"$H/view?token=$t\"}" || ! wait_for "$LIVE" 15; then
		check "$role: the page goes live" live "$(val \
		    "document.getElementById('conn').textContent")"
		continue
	fi
	echo "ok   $role: the page goes live"
	page_checks "$role" "$t"
	js "document.documentElement.outerHTML"
	cp value.txt "$out/view-$file.html"
	case $role in
	umpire|union)	seen="yes" ;;
	*)		seen="no" ;;
	esac
	check "$role: a side's note, named and quoted (its side's and the umpire's)" \
	    "$seen" "$(has "<span class=\"by\">Union</span>: <span class=\"t\">“$SIDE_NOTE” (Union only)</span>" value.txt)"
	case $role in
	umpire)		seen="yes yes yes" ;;
	union)		seen="yes no no" ;;
	confederate*)	seen="no yes yes" ;;
	observer)	seen="no no no" ;;
	esac
	check "$role: sees Stand to It! / Rebel Yell! / ANV Veterans" \
	    "$seen" "$(has 'Stand to It!' value.txt) $(has 'Rebel Yell' value.txt) $(has \
	    'ANV Veterans' value.txt)"
	case $role in
	umpire)		who="The umpire's view: everything, secrets included." ;;
	union)		who="The Union's view: private to the Union, secrets included. Do not share this link." ;;
	confederate)	who="The Confederate's view: private to the Confederate, secrets included. Do not share this link." ;;
	confederate/longstreet)	who="Longstreet (Confederate)'s view: private to this commander, the Confederate's secrets and his own messages included. Do not share this link." ;;
	observer)	who="Public view: what every player may see." ;;
	esac
	check "$role: the top says whose view it is" "$who" \
	    "$(val "document.getElementById('who').textContent")"
	case $role in
	observer)	mine="" ;;
	umpire)		mine="Held chits: none" ;;
	*)		mine="Hand: no chit held" ;;
	esac
	check "$role: its own things (a side's hand; none for the public)" \
	    "$mine" "$(val "document.getElementById('mine').textContent")"
	check "$role: what matters now comes before the charts" yes \
	    "$(val "document.getElementById('now').getBoundingClientRect().top<document.getElementById('tracks').getBoundingClientRect().top" |
	    sed 's/true/yes/')"
	if [ $role = union ]; then
		shot 390 844 true "$out/view-union-phone.png"
		shot 1280 900 false "$out/view-union-desktop.png"
	fi

	if [ $role = umpire ]; then
		# A phone: the viewport meta gives a 390-pixel layout, with
		# nothing wider than the screen; and a desktop.
		shot 390 844 true "$out/view-phone.png"
		check "phone: laid out 390 wide, nothing sticks out" "390 390 true" \
		    "$(val "innerWidth") $(val "document.documentElement.scrollWidth") $(val \
		    "$TRACKS.every(d=>d.getBoundingClientRect().right<=innerWidth)")"
		check "phone: the tracks stack in one column" yes \
		    "$(val "new Set($TRACKS.map(d=>d.getBoundingClientRect().left)).size==1" |
		    sed 's/true/yes/')"
		shot 1280 900 false "$out/view-desktop.png"
		for f in phone desktop; do
			size=$(wc -c < "$out/view-$f.png" 2>/dev/null || echo 0)
			dims=$(pngsize "$out/view-$f.png")
			check "$f screenshot: $dims, $size bytes" yes \
			    "$([ "$size" -gt 10000 ] && echo yes)"
		done
		check "phone screenshot is phone-sized" 390x844 \
		    "$(pngsize "$out/view-phone.png")"
		check "desktop screenshot is desktop-sized" 1280x900 \
		    "$(pngsize "$out/view-desktop.png")"
	fi

	if [ $role = observer ]; then
		# Play goes on with the page open: two turns end, Victory
		# Points move, a note; the page follows without a reload.
		js "window.adjutantTest='same page'"
		t0=$(date +%s)
		post "$U" "track vp +1"
		keys
		post "$U" "next end yes"
		post "$U" "next key-chits"
		post "$U" "track vp +1"
		keys
		post "$U" "next end yes"
		post "$U" "next key-chits"
		post "$U" "track vp -2"
		NOTE="reinforcements reach Little Round Top"
		post "$U" "note $NOTE"
		expect "$t"
		wait_for "document.getElementById('where').textContent=='$where' && document.querySelector('#log li span').textContent=='Umpire: “$NOTE”' && $TRACKS.map(d=>d.dataset.track+'='+d.querySelector('.v').textContent).join(' ')=='$charted'" 20
		el=$(($(date +%s) - t0))
		check "live: the page caught up with the new events (${el}s)" yes \
		    "$(if [ $el -lt 10 ]; then echo yes; else echo no; fi)"
		check "live: no reload" "same page" "$(val "window.adjutantTest")"
		page_checks "live" "$t"
		check "live: the conn line shows the last event" \
		    "live: up to event $(api "$t" "events?after=0" |
		    grep -o '"last_seq":[0-9]*' | cut -d: -f2)" \
		    "$(val "document.getElementById('conn').textContent")"
		check "live: each chart has a point a turn" \
		    "$(echo "$charted" | sed "s/=[^ ]*/:$nturns/g")" \
		    "$(val "$TRACKS.map(d=>d.dataset.track+':'+d.querySelector('polyline').getAttribute('points').split(' ').length).join(' ')")"
		check "live: what the game waits for, in the owed view at the top" \
		    "Union Key chits, Confederate Key chits" \
		    "$(val "[...document.querySelectorAll('#owed-list li')].map(li=>li.querySelector('.who').textContent+' '+li.querySelector('.what').textContent).join(', ')")"
		check "live: ...above the charts" true \
		    "$(val "document.getElementById('owed').getBoundingClientRect().bottom<document.getElementById('tracks').getBoundingClientRect().top")"
		check "live: the chits a turn's end gathers fold into a count" \
		    "yes 0" "$(val "document.querySelectorAll('#log .fold').length>0" |
		    sed 's/true/yes/') $(val "[...document.querySelectorAll('#log li span')].filter(x=>/^Gathered/.test(x.textContent)).length")"
		check "live: the Victory Points chart is not flat" yes \
		    "$(val "new Set(document.querySelector('[data-track=vp] polyline').getAttribute('points').split(' ').map(p=>p.split(',')[1])).size>1" |
		    sed 's/true/yes/')"
		js "document.documentElement.outerHTML"
		cp value.txt "$out/view-live.html"
		shot 1280 900 false "$out/view-live.png"

		# The umpire publishes a public report a turn behind: the
		# page links it (the page's token in its address), and it is
		# the server's report.html, with no side's secret in it.
		check "public: no link while none is published" true \
		    "$(val "document.getElementById('public').hidden")"
		post "$U" "campaign set public-delay=1"
		wait_for "!document.getElementById('public').hidden" 15
		check "public: the page links the report, a turn behind" \
		    "Public report, 1 turn behind the game: page, Markdown" \
		    "$(val "document.getElementById('public').textContent")"
		check "public: the link is report.html with the page's token" \
		    "$H/report.html?token=$t" \
		    "$(val "document.getElementById('public-html').href")"
		curl -s "$H/report.html?token=$t" > public.html
		check "public: the report of turn 1 on, not this turn's note nor a side's" \
		    "yes yes no no" "$(has '<!DOCTYPE html>' public.html) $(has \
		    'the umpire rules the Peach Orchard' public.html) $(has \
		    "$NOTE" public.html) $(has "$SIDE_NOTE" public.html)"

		# The token is revoked under the open page: at its next
		# request it says so, and keeps what it showed.
		"$bin" serve --data d revoke "$C" observer > /dev/null
		post "$U" "note the observer token is revoked"
		wait_for "document.getElementById('conn').className=='off'" 15
		check "revoked: the page says the token is no longer valid" \
		    yes "$(js "document.getElementById('conn').textContent";
		    if grep -q "no longer) valid" value.txt; then echo yes
		    else cat value.txt; fi)"
		check "revoked: the page keeps its content" "$title" \
		    "$(val "document.getElementById('title').textContent")"
	fi
	check "$role: no script errors" 0 "$(exceptions)"
	cdp_close
done

# --- a wrong token, another campaign's token, no token -----------------------
wrong=$(echo "$U" | tr 0-9a-f a-f0-9)
for c in "wrong token|$H/view?token=$wrong|valid token" \
    "another campaign's token|$H/view?token=$(tok umpire toks2.txt)|not for that campaign" \
    "no token|$H/view|token"; do
	name=${c%%|*}; rest=${c#*|}; url=${rest%%|*}; say=${rest#*|}
	cdp_open err && cdp Page.navigate "{\"url\":\"$url\"}" &&
	    wait_for "document.readyState=='complete' && location.href=='$url' && document.body.innerText.length>0" 10
	js "document.body.innerText"
	check "$name: an error message, not the campaign" "yes no no" \
	    "$(has "$say" value.txt) $(has 'Round Tops' value.txt) $(has 'Stand to It' value.txt)"
	[ "$name" = "no token" ] &&
	    check "no token: it says one is needed" yes \
	    "$(grep -qi 'need' value.txt && echo yes)"
	check "$name: no script errors" 0 "$(exceptions)"
done
cdp_close

if [ $fails -ne 0 ]; then
	cp serve.log "$out/view-serve.log"
	cp chromium.log "$out/view-chromium.log" 2>/dev/null
fi
finish view
