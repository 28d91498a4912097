// Linux's timerfd, which Glibc's Swift module does not bring: the hosts' exact wall-clock deadlines.
#include <sys/timerfd.h>
