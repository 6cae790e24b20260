# Panic (15.1b), Recovery and Rebuild (17.2): the worked examples E3 and E5.

E3: after the Lead Unit's results, the C-SP unit has modified CR 2 and the
Shaken 6-SP unit next door CR 3: only the C-SP unit may panic, and it
retreats 3 hexes as the rule says (the example's "two" is not followed).

$ adjutant --session r.adj -c 'new longstreet round' > /dev/null; adjutant --session r.adj -c 'panic 1 "C-SP unit"=2 "Shaken 6-SP unit"=3'
  C-SP unit (CR 2): Eligible
  Shaken 6-SP unit (CR 3): Not eligible
Panics: C-SP unit (one Morale Hit, then retreat 3; 15.1).

$ adjutant --session r.adj -c 'panic 1 a=3 b=4'
  a (CR 3): Not eligible
  b (CR 4): Not eligible
No unit is eligible: no panic.

P2 takes the lowest CR first:

$ adjutant --session r.adj --json -c 'panic 2 a=2 b=0 c=1' | grep -o '"panicked":\[[^]]*\]'
"panicked":["b","c"]

$ adjutant --session r.adj -c 'panic 9 a=1'
usage: panic N UNIT=CR... (N from P1-P3; e.g. panic 1 "115 PA"=2 "2 NH"=1)
[1]

$ adjutant --session r.adj -c 'panic 4294967297 a=1'
usage: panic N UNIT=CR... (N from P1-P3; e.g. panic 1 "115 PA"=2 "2 NH"=1)
[1]

E5: under Defend orders the Disrupted 44 NY recovers to Shaken; under
Regroup it would lose every Morale Hit; 16 MI in Available rebuilds on a
1 against its CR 2.

$ adjutant --session r.adj -c 'lookup recovery disrupted defend' -c 'lookup recovery disrupted regroup' -c 'lookup recovery shaken other'
recovery: Disrupted + defend -> Shaken (17.2)
recovery: Disrupted + regroup -> none (17.2)
recovery: Shaken + other -> Shaken, no Recovery under Attack or Maneuver (17.2)

$ adjutant --session r.adj -c 'lookup rebuild cr=2 roll=1' | tail -2
Result: Rebuilt
  Rebuilt: On the map: flip to Fresh; from Available: back on the map on its BW side (LA 17.2)

$ adjutant --session r.adj -c 'lookup rebuild cr=2 ?' | tail -1
  before rolling: Rebuilt 33.3%, No change 66.7% (from 6 outcomes)
