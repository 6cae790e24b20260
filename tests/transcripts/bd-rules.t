# Bloodiest Day rules the program once got wrong: a `pass` after acting
# (3.0), the Advantage's reroll (10.2, 2.2.2), reorganizing (9.3), the
# star areas under `control` (2.2) and the Overrun's leftover points
# (8.6.3).

3.0: a pass is an impulse in which nothing is done.  `pass` typed after
activating a leader ends the impulse as `next` would, and is not counted.

$ adjutant --session p.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session p.adj -c 'next roll=7' | tail -1
  The Action Phase goes on after this impulse.

$ adjutant --session p.adj -c 'activate mcclellan' -c 'impulse'
McClellan activated (BD 5.3.2).
Impulse 0: Union
  Acted: McClellan was activated (it is not a pass).

$ adjutant --session p.adj -c pass
The Union impulse is not a pass: McClellan was activated in it (BD 3.0). It ends as `next` ends it.
Impulse 1: Confederate.

A combat in the side's own impulse acts too.

$ adjutant --session p.adj -c 'assault lead=3 dlead=2 tem=2 fresh=2 spent=0 roll=7,5' | tail -1
  Casualty Points Inflicted (confederate) 0 -> 1: Assault.

$ adjutant --session p.adj --seed 1 -c pass | head -2
The Confederate impulse is not a pass: a combat was fought (Assault) in it (BD 3.0). It ends as `next` ends it.
Impulse 2: Union.

Two impulses that acted are no two passes: the phase goes on, and two
real passes in succession end it.

$ adjutant --session p.adj -c status | grep -c 'Phase: Action Phase'
1

$ adjutant --session p.adj -c pass -c pass | grep passes
Union passes.
Confederate passes.
2 passes in succession: the Action Phase is over (BD 3.0).
