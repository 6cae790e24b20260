# The Sickles Salient (21.4e): Birney, Humphreys, Barnes and Caldwell start
# uncommitted; from 4:20 and in the next three Command Decision Phases the
# Union puts one of them in play (chosen at random in a script).

$ adjutant --session p.adj --seed 2 -c 'new longstreet hammer' -c 'next build' | grep -c 'put in play'
0
[1]

$ for i in 1 2 3 4 5; do adjutant --session p.adj --seed 2 -c 'next end yes' -c 'next build'; done | grep -c 'put in play (21.4e)\.$'
4

$ adjutant --session p.adj -c cup | grep -o 'Barnes\|Birney\|Humphreys\|Caldwell' | sort
Barnes
Birney
Caldwell
Humphreys

Hesitant Response (21.5i): until it is switched off, drawn Union Division
and Event chits are ignored, except Brigade Reserve Movement.

$ adjutant --session h.adj --seed 2 -c 'new longstreet sickles-f' -c 'key union "brigade reserve movement"' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session h.adj -c 'draw birney' -c 'draw "brigade reserve movement"'
Drew: Birney (division, Union) - pulled from your cup
  Ignored: Hesitant Response is on (21.5i); `track hesitant off` once it ends.
Drew: Brigade Reserve Movement (event, Union) - pulled from your cup
  Handed to the Union player: play it now, hold it face down, or (Grand Battle) commit it (10.4).

$ adjutant --session h.adj -c 'track hesitant off' -c 'draw humphreys brewster roll=1' | head -3
Hesitant Response 1 -> 0
Drew: Humphreys (division, Union) - pulled from your cup
  Command Rating roll: 1 (real dice). Full if it is at most the rating printed on the Humphreys chit, else Limited (10.7); `table import longstreet-attacks.command-ratings` makes this automatic.
