// The CPU one child process spends, for the bench's warm section (scripts/bench/cppCpu.mjs):
//
//   childCpu INPUT PROGRAM [ARGS...]
//
// runs PROGRAM with its standard input read from INPUT and its output thrown away, waits for it
// with wait4() and prints one line: "USER_US SYSTEM_US STATUS" (the child's user and system CPU
// in microseconds, from the rusage wait4 returns for that child alone, and its exit status, or
// 128 + the signal that ended it).
//
// Why a wrapper: Node gives no child's rusage (spawnSync reports none), and bash's `times` sums
// every child the shell has waited for and prints milliseconds. g++ is already needed to build
// the reference C++ this measures, and a compiled wrapper adds nothing to the child's figure
// (python's os.wait4 would serve as well, but is one more thing to have installed).
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: childCpu INPUT PROGRAM [ARGS...]\n");
    return 2;
  }
  int input = open(argv[1], O_RDONLY);
  if (input < 0) {
    std::perror(argv[1]);
    return 2;
  }
  int sink = open("/dev/null", O_WRONLY);
  if (sink < 0) {
    std::perror("/dev/null");
    return 2;
  }
  pid_t child = fork();
  if (child < 0) {
    std::perror("fork");
    return 2;
  }
  if (child == 0) {
    dup2(input, 0);
    dup2(sink, 1);
    close(input);
    close(sink);
    execv(argv[2], argv + 2);
    std::perror(argv[2]);
    _exit(127);
  }
  close(input);
  close(sink);
  int status = 0;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) != child) {
    std::perror("wait4");
    return 2;
  }
  long long user = usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec;
  long long system = usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  std::printf("%lld %lld %d\n", user, system, code);
  return 0;
}
