# Side views (DESIGN principle 5): the Union view never shows a Confederate
# Key chit, a blind include or exclude, or a held Confederate Event; the
# default (umpire) view shows everything.

$ adjutant --session v.adj --seed 4 -c 'new longstreet round' -c 'key union stand' -c 'key csa rebel anv' > /dev/null; adjutant --session v.adj --side union -c log | tail -3
    3  4:20   chit    Union Key chit: Stand to It!
    4  4:20   -       (hidden from the union view)
    5  4:20   -       (hidden from the union view)

$ adjutant --session v.adj --side confederate -c log | grep -c 'Stand to It'
0
[1]

$ adjutant --session v.adj -c log | grep -c 'Stand to It\|Rebel Yell\|ANV Veterans'
3

Building the cup: the includes and excludes are hidden from both sides.

$ adjutant --session v.adj --seed 4 --side usa -c 'next build' > /dev/null; adjutant --session v.adj --side union -c log | grep -c 'included blind\|excluded:'
0
[1]
$ adjutant --session v.adj --side umpire -c log | grep -c 'included blind\|excluded:'
7

The Union view cannot name a Confederate Event in the cup: it neither
matches nor is listed, so the error tells nothing of what is there.  The
table's terminal records the chit pulled; each view's log shows what it
may see of it.

$ adjutant --session v.adj --side union -c 'next draw-chit' > /dev/null; adjutant --session v.adj --side union -c 'draw "rebel yell"'
no chit "rebel yell" in the cup: expected one of .*Stand to It! .*Fog of War .* (re)
[1]

$ adjutant --session v.adj --side union -c 'draw "rebel yell"' 2>&1 | grep -c 'ANV\|Rebel Yell!\|Confident'
0
[1]

$ adjutant --session v.adj -c 'draw "rebel yell"' | head -1
Drew: Rebel Yell! (event, Confederate) - pulled from your cup

$ adjutant --session v.adj --side confederate -c log | tail -1
   25  4:20   chit    Confederate: Drew Rebel Yell! (Event): to the Confederate player

$ adjutant --session v.adj --side union -c log | tail -1
   25  4:20   -       (hidden from the union view)

$ adjutant --session v.adj --side french -c log
--side french names no side of Longstreet Attacks: expected a side or umpire
[1]

A whole game in the Union view: no Confederate Event is ever named unless
it was played in the open.

$ yes next | head -n 3000 | adjutant --session v.adj --side union - 2>/dev/null > game.txt; grep -q 'Drew: a Confederate Event chit' game.txt && echo 'Confederate Events drawn, faces hidden'; grep -c 'Drew: Rebel Yell\|Drew: ANV\|Drew: Confident (event, Confederate)\|Drew: Brigade Reserve Move\|Drew: Firefight (event, Confederate)' game.txt
Confederate Events drawn, faces hidden
0
[1]

Each side sees its own hand by name, the other's as a count (`hand`, and
in `status`); the umpire sees both.  Two chits of one name held, the name
alone picks neither where both can be seen; the table's screen, which
both players read, names no held chit in the refusal, only the ids of
the game's chits of that name:

$ adjutant --session h.adj --seed 5 -c 'new longstreet round' -c 'key union firefight' -c 'key csa firefight rebel' -c next -c next -c 'next draw' -c 'draw usa-firefight' -c 'hold firefight' -c 'draw csa-firefight' -c 'hold csa-firefight' > /dev/null 2>&1; adjutant --session h.adj --side union -c hand
  Union hand: Firefight.
  Confederate hand: 1 chit (hidden from this view).

$ adjutant --session h.adj --side confederate -c status | grep hand
  Union hand: 1 chit (hidden from this view).
  Confederate hand: Firefight.

$ adjutant --session h.adj --side confederate --json -c hand | grep -o '"held":[^]]*]'
"held":[{"id":"csa-firefight","name":"Firefight","side":"confederate"}]

$ adjutant --session h.adj -c 'play firefight'
more than one chit "firefight": name it by its id (`csa-firefight`, `usa-firefight`)
[1]

$ adjutant --session h.adj --side umpire -c 'play firefight'
more than one chit "firefight" held: expected one of Firefight (Confederate, `csa-firefight`), Firefight (Union, `usa-firefight`)
[1]

$ adjutant --session h.adj --side union -c 'play firefight'
Played Firefight.

A chit whose name ends in "!" is not given a second stop:

$ adjutant --session h.adj --side union -c 'draw usa-stand-to-it' -c 'play stand' 2>&1 | tail -1
Played Stand to It!
