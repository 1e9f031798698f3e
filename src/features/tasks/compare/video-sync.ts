import { correct, DEFAULT_FRAME_S, driftOf, frameLength } from "./drift.ts";

export type TransportState = { playing: boolean; time: number; duration: number; rate: number; loop: boolean };

/**
 * One transport for several <video>s: the longest is the leader and keeps its own pace; every
 * frame, each follower's drift from it is measured (currentTime) and corrected (drift.ts). A
 * follower shorter than the leader waits at its end. A loop restarts them all together: paused,
 * all at 0, playing once every one has seeked (each looping on its own would wrap at its own
 * moment, a seek's latency apart). Nothing is drawn to a canvas: the videos may be cross-origin.
 */
export class VideoSync {
  private videos: HTMLVideoElement[] = [];
  private tick = 0;
  private frameTimes: number[] = [];
  private listeners = new Set<() => void>();
  private state: TransportState = { playing: false, time: 0, duration: 0, rate: 1, loop: true };
  /** The frame length: measured from the leader's presented frames, assumed until then. */
  frame = DEFAULT_FRAME_S;
  private measured: number | null = null;

  attach(videos: HTMLVideoElement[]): () => void {
    this.videos = videos;
    this.frameTimes = [];
    this.measured = null;
    const onMeta = () => this.publish();
    const onEnded = () => void this.leaderEnded();
    for (const video of videos) {
      video.loop = false;
      video.playbackRate = this.state.rate;
      video.addEventListener("loadedmetadata", onMeta);
      video.addEventListener("ended", onEnded);
    }
    const stopWatching = videos.map((video) => this.watchFrames(video));
    this.publish();
    return () => {
      stopWatching.forEach((stop) => stop());
      this.pause();
      for (const video of videos) {
        video.removeEventListener("loadedmetadata", onMeta);
        video.removeEventListener("ended", onEnded);
      }
      this.videos = [];
    };
  }

  /** The leader's presented frames' media times (requestVideoFrameCallback, where there is one) give the frame length. */
  private watchFrames(video: HTMLVideoElement): () => void {
    if (!("requestVideoFrameCallback" in video)) return () => undefined;
    let handle = 0;
    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      // Only frames played one after another measure it: a seek (the pause's own included)
      // presents a frame any distance from the last, a few milliseconds too.
      if (video === this.leader && this.state.playing && !video.seeking) {
        this.frameTimes = [...this.frameTimes.slice(-30), metadata.mediaTime];
        // The shortest measured so far: a busier stretch later (a faster speed, a loaded machine)
        // skips frames, and its gaps alone would make a frame two or three.
        const measured = frameLength(this.frameTimes);
        if (measured !== null) this.frame = this.measured = Math.min(this.measured ?? measured, measured);
      }
      handle = video.requestVideoFrameCallback(onFrame);
    };
    handle = video.requestVideoFrameCallback(onFrame);
    return () => video.cancelVideoFrameCallback(handle);
  }

  private get leader(): HTMLVideoElement | undefined {
    return this.videos.reduce<HTMLVideoElement | undefined>(
      (longest, video) => (!longest || (video.duration || 0) > (longest.duration || 0) ? video : longest),
      undefined,
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): TransportState => this.state;

  private publish(patch: Partial<TransportState> = {}) {
    const leader = this.leader;
    this.state = { ...this.state, time: leader?.currentTime ?? 0, duration: leader?.duration || 0, ...patch };
    for (const listener of this.listeners) listener();
  }

  async play(): Promise<void> {
    const leader = this.leader;
    if (!leader) return;
    if (leader.ended || leader.currentTime >= leader.duration) this.seek(0);
    this.publish({ playing: true });
    this.frameTimes = [];
    await Promise.allSettled(this.videos.filter((v) => v.currentTime < v.duration || !v.duration).map((v) => v.play()));
    this.loop();
  }

  pause(): void {
    cancelAnimationFrame(this.tick);
    this.tick = 0;
    for (const video of this.videos) video.pause();
    // Paused, every video shows the leader's frame exactly.
    this.seek(this.leader?.currentTime ?? 0);
    this.publish({ playing: false });
  }

  /** Every video to `time` (a shorter one to its own end). */
  seek(time: number): void {
    this.frameTimes = [];
    for (const video of this.videos) {
      video.currentTime = Math.min(time, video.duration || time);
      video.playbackRate = this.state.rate;
    }
    this.publish();
  }

  /** Pauses and moves `frames` frames on (negative: back). */
  step(frames: number): void {
    if (this.state.playing) this.pause();
    const leader = this.leader;
    if (!leader) return;
    this.seek(Math.max(0, Math.min(leader.duration || 0, leader.currentTime + frames * this.frame)));
  }

  setRate(rate: number): void {
    for (const video of this.videos) video.playbackRate = rate;
    this.publish({ rate });
  }

  setLoop(loop: boolean): void {
    this.publish({ loop });
  }

  /** The leader's end: the end of playback, or (looping) all back to the start together. */
  private async leaderEnded() {
    if (!this.leader?.ended || !this.state.playing) return;
    if (!this.state.loop) return this.pause();
    cancelAnimationFrame(this.tick);
    for (const video of this.videos) video.pause();
    // A video that cannot seek (its source failed) holds the others back a second at most.
    const seeked = this.videos.map(
      (video) =>
        new Promise((resolve) => {
          video.addEventListener("seeked", resolve, { once: true });
          setTimeout(resolve, 1000);
        }),
    );
    this.seek(0);
    await Promise.all(seeked);
    if (this.state.playing) await this.play();
  }

  /** Once per display frame while playing: measure each follower against the leader and correct it. */
  private loop = () => {
    cancelAnimationFrame(this.tick);
    const leader = this.leader;
    if (!leader || !this.state.playing) return;
    const now = leader.currentTime;
    for (const video of this.videos) {
      if (video === leader || video.seeking) continue;
      if (now >= video.duration) continue; // A shorter follower waits at its end.
      if (video.paused && !leader.paused) void video.play().catch(() => undefined);
      const drift = driftOf(video.currentTime, now, leader.duration, this.state.loop);
      const fix = correct(drift, this.frame, this.state.rate, now);
      if (fix.kind === "seek") video.currentTime = fix.to;
      else if (video.playbackRate !== fix.rate) video.playbackRate = fix.rate;
    }
    this.publish();
    this.tick = requestAnimationFrame(this.loop);
  };
}
