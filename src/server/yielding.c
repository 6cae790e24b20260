/* Reads of a campaign's history yield the processors to its commands.
 *
 * A client reading a long history (a thousand events an answer, asked
 * again as soon as answered) keeps a processor busy for as long as it
 * reads: it never waits for the writer (WAL), but on a machine whose
 * processors the appends already fill, it took half of what they had,
 * and the appends went half as fast.  Such a read is run by a thread of
 * its own at the lowest priority (Linux's idle class, else nice 19):
 * when the processors are idle it runs as fast as before, and when the
 * commands need them it has what they leave.  At nice 19 alone, appends
 * beside four observers' `log`s went at about 0.6 of their rate alone;
 * in the idle class, at about 0.9.  A thread for each read, made for it
 * and ended after: an unprivileged thread may lower its priority but
 * never raise it again, so the connection's own thread must not.  A
 * read that takes long is what this is for: a thread's start costs tens
 * of microseconds, a history read milliseconds. */
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif

#include "yielding.h"

struct job {
	void	(*fn)(void *);
	void	 *arg;
};

static void *
yielding(void *arg)
{
	struct job	*j = arg;

#ifdef __linux__
	/* Linux: a thread's own priority, by its id; then the idle class,
	 * which runs only on a processor no other thread wants (where the
	 * system refuses it, nice 19 stays). */
	struct sched_param	 idle = { 0 };

	setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
	pthread_setschedparam(pthread_self(), SCHED_IDLE, &idle);
#endif
	j->fn(j->arg);
	return NULL;
}

void
yielding_run(void (*fn)(void *), void *arg)
{
	struct job	 j = { fn, arg };
	pthread_t	 t;

	if (pthread_create(&t, NULL, yielding, &j) != 0) {
		fn(arg);
		return;
	}
	pthread_join(t, NULL);
}
