// The C source of the reused box's init (lane.ts compiles it with the system's cc at first use).
// String.raw: the C's backslashes stay as written.
export const BOX_INIT_SOURCE = String.raw`/*
 * The box's init (lane.ts): PID 1 of a reused sandbox. It takes one run at a time from the
 * judge, starts the program with the run's limits in the run folder, relays its input and
 * output, and after it ends kills whatever it left, empties the run folder, /tmp and
 * /dev/shm, removes POSIX message queues and System V IPC objects, so that nothing of one run reaches the next.
 *
 * fd 0: requests from the judge, frames of a type byte and a little-endian u32 length:
 *   'R' a run: NUL-terminated fields: cwd, stack bytes, file-size bytes, address space
 *       ("-" to leave it, "u" unlimited), argc, argv..., envc, env...
 *   'K' kill the current run's processes now.
 * fd 3: the runs' input, chunks of a u32 length and bytes; length 0 ends a run's input.
 * fd 1: to the judge, the same frames: 'Y' ready, 'O' / 'E' output, 'F' errno (could not
 *   start), 'X' "code signal refused" once every process of the run is gone.
 * End of fd 0 (the judge is gone): this init exits, and the kernel ends the box.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CHUNK 65536
#define DRAIN_MS 100

static int wake[2];
static const char *folder;

static void on_child(int sig) {
  (void)sig;
  int saved = errno;
  (void)!write(wake[1], "c", 1);
  errno = saved;
}

static void fail(const char *what) {
  dprintf(2, "holedox box init: %s: %s\n", what, strerror(errno));
  _exit(120);
}

static void read_all(int fd, void *buf, size_t n) {
  char *p = buf;
  while (n > 0) {
    ssize_t r = read(fd, p, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) _exit(0); /* the judge is gone */
    p += r;
    n -= (size_t)r;
  }
}

static void write_all(int fd, const void *buf, size_t n) {
  const char *p = buf;
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(0);
    p += w;
    n -= (size_t)w;
  }
}

/* Frames to the judge are gathered and written at once before this init waits: one wake-up of the judge, not one a frame. */
static char frames[4 * CHUNK];
static size_t framed;

static void flush_frames(void) {
  write_all(1, frames, framed);
  framed = 0;
}

static void send_frame(char type, const void *data, uint32_t len) {
  if (framed + 5 + len > sizeof frames) flush_frames();
  frames[framed] = type;
  memcpy(frames + framed + 1, &len, 4);
  if (len > 0) memcpy(frames + framed + 5, data, len);
  framed += 5 + len;
}

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* The run's program: its pid, whether it was reaped, and how it ended. */
static pid_t main_pid;
static int main_exited, main_status;
static long exit_at;

static void reaped(pid_t pid, int status) {
  if (pid != main_pid || main_exited) return;
  main_exited = 1;
  main_status = status;
  exit_at = now_ms();
}

/* Ends every process of the box but this one, and reaps them all. */
static void kill_rest(void) {
  for (;;) {
    kill(-1, SIGKILL);
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid > 0) reaped(pid, status);
    else if (errno == ECHILD) return;
  }
}

/* Removes what a folder holds (not the folder); a folder the program made unreadable is opened up first. */
static void empty_dir(int dirfd) {
  DIR *dir = fdopendir(dirfd);
  if (dir == NULL) {
    close(dirfd);
    return;
  }
  struct dirent *entry;
  while ((entry = readdir(dir)) != NULL) {
    const char *name = entry->d_name;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
    if (unlinkat(dirfd, name, 0) == 0) continue;
    if (errno != EISDIR && errno != EPERM) continue;
    fchmodat(dirfd, name, 0700, 0);
    int sub = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0) empty_dir(sub);
    unlinkat(dirfd, name, AT_REMOVEDIR);
  }
  closedir(dir);
}

static void empty_path(const char *path) {
  chmod(path, 0700);
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) empty_dir(fd);
}

/* System V IPC lives as long as the namespace: remove what the run made. */
static void remove_ipc(void) {
  struct shm_info shm;
  int top = shmctl(0, SHM_INFO, (struct shmid_ds *)&shm);
  for (int i = 0; i <= top; i++) {
    struct shmid_ds ds;
    int id = shmctl(i, SHM_STAT, &ds);
    if (id >= 0) shmctl(id, IPC_RMID, NULL);
  }
  struct seminfo sem;
  union {
    int val;
    struct semid_ds *buf;
    struct seminfo *info;
  } arg;
  arg.info = &sem;
  top = semctl(0, 0, SEM_INFO, arg);
  for (int i = 0; i <= top; i++) {
    struct semid_ds ds;
    arg.buf = &ds;
    int id = semctl(i, 0, SEM_STAT, arg);
    if (id >= 0) semctl(id, 0, IPC_RMID);
  }
  struct msginfo msg;
  top = msgctl(0, MSG_INFO, (struct msqid_ds *)&msg);
  for (int i = 0; i <= top; i++) {
    struct msqid_ds ds;
    int id = msgctl(i, MSG_STAT, &ds);
    if (id >= 0) msgctl(id, IPC_RMID, NULL);
  }
}

static void reset_box(void) {
  empty_path(folder);
  empty_path("/tmp");
  empty_path("/dev/shm");
  empty_path("/dev/mqueue");
  remove_ipc();
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit limit = {value, value};
  setrlimit(resource, &limit);
}

/* In the forked child: the run's limits, its pipes, its folder, then the program. */
static void start_child(char **argv, char **envp, const char *cwd, const char *stack, const char *fsize, const char *as, int in,
                        int out, int err, int report) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGCHLD, SIG_DFL);
  struct rlimit hard;
  getrlimit(RLIMIT_STACK, &hard);
  rlim_t want = strtoull(stack, NULL, 10);
  /* Past the hard limit only a privileged judge may raise it; otherwise the hard limit it is. */
  set_limit(RLIMIT_STACK, hard.rlim_max != RLIM_INFINITY && want > hard.rlim_max ? hard.rlim_max : want);
  set_limit(RLIMIT_FSIZE, strtoull(fsize, NULL, 10));
  set_limit(RLIMIT_CORE, 0);
  if (strcmp(as, "u") == 0) set_limit(RLIMIT_AS, RLIM_INFINITY);
  if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) goto failed;
  int keep = report;
  if (report < 3) goto failed;
  if (dup2(keep, 3) < 0) goto failed;
  fcntl(3, F_SETFD, FD_CLOEXEC);
  if (syscall(SYS_close_range, 4, ~0U, 0) != 0)
    for (int fd = 4; fd < 65536; fd++) close(fd);
  if (chdir(cwd) < 0) goto failed;
  execve(argv[0], argv, envp);
failed:;
  int code = errno;
  (void)!write(3, &code, sizeof code);
  _exit(127);
}

struct relay {
  int fd;
  char type;
};

/* One run: start, relay, wait, drain, kill the rest, report. */
static void run(char *request, uint32_t len) {
  char *fields[4096 + 8];
  int count = 0;
  for (char *p = request; p < request + len && count < 4096; p += strlen(p) + 1) fields[count++] = p;
  if (count < 6) fail("a malformed request");
  const char *cwd = fields[0], *stack = fields[1], *fsize = fields[2], *as = fields[3];
  int argc = atoi(fields[4]);
  if (argc < 1 || 5 + argc >= count) fail("a malformed request");
  char **argv = &fields[5];
  int envc = atoi(fields[5 + argc]);
  if (6 + argc + envc > count) fail("a malformed request");
  char **envp = &fields[6 + argc];
  char *save_argv = argv[argc], *save_env = envp[envc];
  argv[argc] = NULL;
  envp[envc] = NULL;

  int in[2], out[2], err[2], report[2];
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) || pipe2(report, O_CLOEXEC)) fail("pipe");
  main_exited = 0;
  main_status = 0;
  pid_t child = fork();
  if (child < 0) fail("fork");
  main_pid = child;
  if (child == 0) start_child(argv, envp, cwd, stack, fsize, as, in[0], out[1], err[1], report[1]);
  argv[argc] = save_argv;
  envp[envc] = save_env;
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(report[1]);
  int started_errno = 0;
  if (read(report[0], &started_errno, sizeof started_errno) != (ssize_t)sizeof started_errno) started_errno = 0;
  close(report[0]);
  fcntl(in[1], F_SETFL, O_NONBLOCK);

  static char buf[CHUNK];
  static char input[CHUNK];
  uint32_t input_left = 0; /* bytes of the current chunk still to read from fd 3 */
  size_t pending = 0, pending_at = 0;
  int input_done = 0, input_closed = 0, refused = 0;
  int stdin_fd = in[1];
  struct relay outs[2] = {{out[0], 'O'}, {err[0], 'E'}};
  int killed_rest = 0;
  if (started_errno != 0) {
    char text[16];
    int n = snprintf(text, sizeof text, "%d", started_errno);
    send_frame('F', text, (uint32_t)n);
  }
  for (;;) {
    /* Reap: the program's own exit starts the drain. */
    char drop[64];
    while (read(wake[0], drop, sizeof drop) > 0) {
    }
    for (;;) {
      int st;
      pid_t pid = waitpid(-1, &st, WNOHANG);
      if (pid <= 0) break;
      reaped(pid, st);
    }
    int outs_open = (outs[0].fd >= 0) + (outs[1].fd >= 0);
    if (main_exited && !killed_rest && (outs_open == 0 || now_ms() - exit_at >= DRAIN_MS)) {
      kill_rest();
      killed_rest = 1;
    }
    if (killed_rest && outs_open == 0) break;

    struct pollfd fds[5];
    int n = 0;
    fds[n++] = (struct pollfd){wake[0], POLLIN, 0};
    fds[n++] = (struct pollfd){0, POLLIN, 0};
    int at_input = -1, at_stdin = -1, at_out[2] = {-1, -1};
    if (!input_done && pending == 0) {
      at_input = n;
      fds[n++] = (struct pollfd){3, POLLIN, 0};
    }
    if (pending > 0 && stdin_fd >= 0) {
      at_stdin = n;
      fds[n++] = (struct pollfd){stdin_fd, POLLOUT, 0};
    }
    for (int k = 0; k < 2; k++)
      if (outs[k].fd >= 0) {
        at_out[k] = n;
        fds[n++] = (struct pollfd){outs[k].fd, POLLIN, 0};
      }
    int timeout = main_exited && !killed_rest ? (int)(DRAIN_MS - (now_ms() - exit_at)) : -1;
    if (timeout < -1) timeout = 0;
    flush_frames();
    if (poll(fds, (nfds_t)n, timeout) < 0) {
      if (errno == EINTR) continue;
      fail("poll");
    }
    if (fds[1].revents & (POLLIN | POLLHUP)) {
      char head[5];
      read_all(0, head, 5);
      uint32_t size;
      memcpy(&size, head + 1, 4);
      while (size > 0) {
        uint32_t part = size > CHUNK ? CHUNK : size;
        read_all(0, buf, part);
        size -= part;
      }
      if (head[0] == 'K') {
        kill_rest();
        killed_rest = 1;
      }
    }
    if (at_input >= 0 && (fds[at_input].revents & (POLLIN | POLLHUP))) {
      if (input_left == 0) {
        read_all(3, &input_left, 4);
        if (input_left == 0) input_done = 1;
      } else {
        uint32_t part = input_left > CHUNK ? CHUNK : input_left;
        ssize_t r = read(3, input, part);
        if (r == 0) _exit(0);
        if (r > 0) {
          input_left -= (uint32_t)r;
          pending = (size_t)r;
          pending_at = 0;
          if (stdin_fd < 0) pending = 0; /* the program is gone: its input is dropped */
        }
      }
    }
    if (at_stdin >= 0 && fds[at_stdin].revents) {
      ssize_t w = write(stdin_fd, input + pending_at, pending);
      if (w > 0) {
        pending -= (size_t)w;
        pending_at += (size_t)w;
      } else if (w < 0 && errno != EAGAIN && errno != EINTR) {
        refused = 1;
        close(stdin_fd);
        stdin_fd = -1;
        pending = 0;
      }
    }
    if (input_done && pending == 0 && stdin_fd >= 0 && !input_closed) {
      close(stdin_fd);
      stdin_fd = -1;
      input_closed = 1;
    }
    for (int k = 0; k < 2; k++) {
      if (at_out[k] < 0 || fds[at_out[k]].revents == 0) continue;
      ssize_t r = read(outs[k].fd, buf, CHUNK);
      if (r > 0) send_frame(outs[k].type, buf, (uint32_t)r);
      else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
        close(outs[k].fd);
        outs[k].fd = -1;
      }
    }
  }
  if (stdin_fd >= 0) {
    /* Input not all handed to the pipe was refused (as the judge counts a run of its own); an
       input with nothing left to hand over was not, though its end was not read yet. */
    if (pending > 0) refused = 1;
    close(stdin_fd);
  }
  /* What the judge sent that the program did not take: read to the end of this run's input. */
  while (!input_done) {
    if (input_left == 0) {
      read_all(3, &input_left, 4);
      if (input_left == 0) input_done = 1;
    } else {
      uint32_t part = input_left > CHUNK ? CHUNK : input_left;
      read_all(3, input, part);
      input_left -= part;
      refused = 1;
    }
  }
  char text[64];
  int status = main_status;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : (WIFEXITED(status) ? 0 : SIGKILL);
  if (started_errno != 0) code = -1, sig = 0;
  int size = snprintf(text, sizeof text, "%d %d %d", code, sig, refused);
  send_frame('X', text, (uint32_t)size);
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  folder = argv[1];
  /* Not dumpable: the program (the same user in the box) can neither trace this init nor read its /proc files. */
  prctl(PR_SET_DUMPABLE, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  clearenv();
  signal(SIGPIPE, SIG_IGN);
  if (pipe2(wake, O_CLOEXEC | O_NONBLOCK)) fail("pipe");
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_child;
  action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigaction(SIGCHLD, &action, NULL);
  static char request[1 << 20];
  reset_box();
  send_frame('Y', NULL, 0);
  flush_frames();
  for (;;) {
    char head[5];
    read_all(0, head, 5);
    uint32_t len;
    memcpy(&len, head + 1, 4);
    if (len >= sizeof request) fail("a request too long");
    read_all(0, request, len);
    request[len] = '\0';
    if (head[0] == 'R') {
      run(request, len);
      flush_frames();
      reset_box();
      send_frame('Y', NULL, 0);
      flush_frames();
    }
    /* A 'K' between runs has nothing to kill. */
  }
}
`;
