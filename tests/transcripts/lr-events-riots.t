# The Long Roads to Gettysburg: the New York City Draft Riots (3.3, VII 9)
# are rolled by the walk at the Reinforcement Phase of July 14 (turn 36)
# in the campaign game only, its three dice typed with `next roll=N`, and
# the Confederates gain what they show.  Confederate infantry is kept
# north of the Potomac, or the game would end on June 30 (VIII 1).

$ adjutant --session g.adj -c 'new long-roads gettysburg-campaign' -c 'track csa-infantry-north =1' > /dev/null 2>&1; for i in $(seq 35); do echo 'next random-events yes'; done | timeout 120 adjutant --session g.adj - > /dev/null 2>&1; adjutant --session g.adj --json -c status | jq -c '[.turn, .turn_label, .phase]'
[36,"Jul 14","Random Events Phase"]

Vicksburg is set as fallen so that its roll at the same step does not
move the VP here:

$ adjutant --session g.adj -c 'track vicksburg =1' > /dev/null; v=$(adjutant --session g.adj --json -c status | jq .tracks.vp); adjutant --session g.adj -c 'next roll=5,5,4' | grep -E 'Riots|roll 3d6|^Result: 14|track vp'; adjutant --session g.adj --json -c status | jq ".tracks.vp - $v"
New York City Draft Riots (LRTG 3.3)
  roll 3d6: 14 (5+5+4) (real dice)
Result: 14
  Union: each MP removed now from eligible units (within 10 hexes of a clear rail line to the east edge; not PA militia nor unreleased DC/Baltimore units) takes one VP back, never below 3 in all: `track vp -N`; then no Union rail movement this turn (LRTG 3.3)
14

Once only: the next turn's Reinforcement Phase has no riots:

$ adjutant --session g.adj -c 'next reinforcements yes' | grep -c 'Draft Riots'
0
[1]

Vicksburg (3.4) is rolled for from June 30 (turn 22), not before, and
no more once it has fallen:

$ adjutant --session v.adj -c 'new long-roads high-tide' -c 'track csa-infantry-north =1' > /dev/null 2>&1; for i in $(seq 20); do echo 'next random-events yes'; done | timeout 120 adjutant --session v.adj - > /dev/null 2>&1; adjutant --session v.adj --json -c status | jq -c '[.turn, .phase]'; adjutant --session v.adj -c 'next reinforcements' | grep -c '^Vicksburg'
[21,"Random Events Phase"]
0
[1]

$ adjutant --session v.adj -c 'next random-events yes' -c 'next reinforcements' | grep -c '^Vicksburg surrenders'
1

$ adjutant --session v.adj -c 'track vicksburg =1' -c 'next random-events yes' -c 'next reinforcements' | grep -c '^Vicksburg surrenders'
0
[1]
