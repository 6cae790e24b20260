# The Division Command Rating roll (10.7) with each scenario's rule: no roll
# in 21.1, the higher Confederate ratings in 21.2 and 21.3, Barksdale's
# Assault (21.3f) on McLaws's first draw, and ratings from the user's copy.

$ adjutant --session rt.adj --seed 1 -c 'new longstreet round' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session rt.adj -c 'draw hood law'
Drew: Hood (division, Confederate) - pulled from your cup
  No Command Rating roll (21.1): Full Activation.
  Law's activated: Full Activation (Hood).
  Hood goes back into the cup: 1 brigade still to activate (10.7).

21.2j: the Hood Replacement uses its higher rating, 4.

$ adjutant --session wp.adj --seed 1 -c 'new longstreet whirl' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session wp.adj -c 'draw hood anderson roll=4' -c 'draw hood robertson roll=5'
Drew: Hood Replacement (division, Confederate) - pulled from your cup
  Command Rating roll: 4 (real dice) against Hood Replacement's higher rating 4 (21.2j) -> Full Activation.
  Anderson's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 2 brigades still to activate (10.7).
Drew: Hood Replacement (division, Confederate) - pulled from your cup
  Command Rating roll: 5 (real dice) against Hood Replacement's higher rating 4 (21.2j) -> Limited Activation.
  Robertson's activated: Limited Activation, Fire Combat only (Hood Replacement).
  Hood Replacement goes back into the cup: 1 brigade still to activate (10.7).

A rating the text does not print: the roll is made and compared by the
players until they enter their chits' ratings.

$ adjutant --session wp.adj -c 'draw birney ward roll=4'
Drew: Birney (division, Union) - pulled from your cup
  Command Rating roll: 4 (real dice). Full if it is at most the rating printed on the Birney chit, else Limited (10.7); `table import longstreet-attacks.command-ratings` makes this automatic.
  Ward's activated (Full or Limited: see the roll against the chit's rating) (Birney).
  Birney goes back into the cup: 2 brigades still to activate (10.7).

$ printf 'rating,Birney,Humphreys\nlower,3,4\nhigher,-,-\n' > cr.csv; adjutant -c 'table import longstreet-attacks.command-ratings cr.csv --partial'
Imported the Division Command Ratings: 4 cells \(part of the table\), saved in .* (re)

$ adjutant --session wp.adj -c 'draw birney graham roll=4'
Drew: Birney (division, Union) - pulled from your cup
  Command Rating roll: 4 (real dice) against Birney's printed rating 3 (10.7) -> Limited Activation.
  Graham's activated: Limited Activation, Fire Combat only (Birney).
  Birney goes back into the cup: 1 brigade still to activate (10.7).

$ printf 'rating,Birney\nlower,x\n' > bad.csv; adjutant -c 'table import longstreet-attacks.command-ratings bad.csv --partial'
bad.csv line 2, column 2: "x" is not a number (or - where your copy prints none)
[1]

Barksdale's Assault (21.3f): McLaws's first draw of the first turn needs
no roll; the next one rolls against his higher rating, 5 (21.3h).

$ adjutant --session er.adj --seed 1 -c 'new longstreet emmits' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session er.adj -c 'draw mclaws wofford roll=6' -c 'draw mclaws barksdale roll=6'
Drew: McLaws (division, Confederate) - pulled from your cup
  No Command Rating roll (21.3f): Full Activation.
  Wofford's activated: Full Activation (McLaws).
  McLaws goes back into the cup: 1 brigade still to activate (10.7).
Drew: McLaws (division, Confederate) - pulled from your cup
  Command Rating roll: 6 (real dice) against McLaws's higher rating 5 (21.3h) -> Limited Activation.
  Barksdale's activated: Limited Activation, Fire Combat only (McLaws).
  McLaws is discarded: all its brigades have acted.

$ adjutant --session er.adj -c 'draw humphreys carr roll=7'
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

21.3f also makes McLaws the first chit drawn on the first turn:

$ adjutant --session m.adj --seed 5 -c 'new longstreet emmits' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session m.adj --seed 5 -c draw | head -3
McLaws is the first chit drawn this turn (the scenario says so).
Drew: McLaws (division, Confederate)
  No Command Rating roll (21.3f): Full Activation.

A rating in the user's copy is read with a d6's range (issue 21):
4294967298 is no rating 2, it is none at all.

$ printf 'rating,Birney,Humphreys\nlower,4294967298,4\nhigher,-,-\n' > big.csv; adjutant -c 'table import longstreet-attacks.command-ratings big.csv --partial' > /dev/null; adjutant --session big.adj --seed 1 -c 'new longstreet whirl' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session big.adj -c 'draw birney ward roll=4' | sed -n 2p
  Command Rating roll: 4 (real dice). Full if it is at most the rating printed on the Birney chit, else Limited (10.7); `table import longstreet-attacks.command-ratings` makes this automatic.
