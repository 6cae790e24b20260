/* A long read runs at the lowest priority (src/server/yielding.c): in a
 * thread of its own, in Linux's idle class at nice 19, and the caller's
 * thread keeps its class and priority (an unprivileged thread could never
 * raise them again). */
#include "testing.h"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "../../src/server/yielding.h"

struct seen {
	pthread_t	 thread;
	int		 policy;
	int		 nice;
};

static int
own_nice(void)
{
	return getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid));
}

static void
look(void *arg)
{
	struct seen		*s = arg;
	struct sched_param	 sp;

	s->thread = pthread_self();
	pthread_getschedparam(pthread_self(), &s->policy, &sp);
	s->nice = own_nice();
}

/* Can a thread of this process enter the idle class at all (a kernel or
 * a sandbox may refuse it: yielding.c then keeps nice 19 alone)? */
static void *
probe(void *arg)
{
	struct sched_param	 sp = { 0 };

	*(int *)arg = pthread_setschedparam(pthread_self(), SCHED_IDLE, &sp)
	    == 0;
	return NULL;
}

static void
test_idle_class(void **state)
{
	struct seen		 s = { 0, -1, 0 };
	struct sched_param	 sp;
	pthread_t		 t;
	int			 policy, idle_allowed = 0,
				 nice_before = own_nice();

	(void)state;
	yielding_run(look, &s);
	assert_false(pthread_equal(s.thread, pthread_self()));
	if (pthread_create(&t, NULL, probe, &idle_allowed) != 0)
		fail_msg("no thread for the probe");
	pthread_join(t, NULL);
	assert_int_equal(s.policy, idle_allowed ? SCHED_IDLE : SCHED_OTHER);
	assert_int_equal(s.nice, 19);
	pthread_getschedparam(pthread_self(), &policy, &sp);
	assert_int_equal(policy, SCHED_OTHER);
	assert_int_equal(own_nice(), nice_before);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_idle_class),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
