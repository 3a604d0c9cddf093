import { Alert, Box, Button, Group, Text } from "@mantine/core";
import { IconCamera, IconCameraOff } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import * as m from "../messages";

/** What the browser's own QR reader offers (Shape Detection API; Chrome on Android and macOS). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** A frame's QR code, read by the browser's BarcodeDetector where it has one, else by jsQR on a canvas. */
async function createDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Only this page loads the decoder (its own chunk).
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** How long a code must be out of view before the camera sends it again. */
const REPEAT_AFTER_MS = 3000;
const FRAME_INTERVAL_MS = 250;

function cameraErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError") return m.cameraNotAllowed();
  if (name === "NotFoundError" || name === "OverconstrainedError") return m.cameraNotFound();
  return m.cameraNotOpened();
}

/**
 * The phone's camera, read a few times a second for a QR code; each new code goes to `onCode`.
 * Nothing starts until staff press Scan with camera (the browser asks for permission then).
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<"off" | "starting" | "on">("off");
  const [error, setError] = useState<string | null>(null);
  // The camera needs the page's script: the button shows once it has loaded, never as a dead button.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const stop = useCallback(() => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setState("off");
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(m.cameraUnsupported());
      return;
    }
    setState("starting");
    try {
      const [stream, decode] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
        createDecoder(),
      ]);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      setState("on");
      const scan = async () => {
        if (!streamRef.current) return;
        const text = await decode(video).catch(() => null);
        const now = Date.now();
        const last = lastRef.current;
        if (text) {
          // A code held in front of the camera is sent once; it is sent again only after it has
          // been out of view for a while (the next person, or the same one trying again).
          if (last?.text !== text || now - last.at > REPEAT_AFTER_MS) onCodeRef.current(text);
          lastRef.current = { text, at: now };
        }
        timerRef.current = window.setTimeout(scan, FRAME_INTERVAL_MS);
      };
      void scan();
    } catch (cause) {
      stop();
      setError(cameraErrorMessage(cause));
    }
  }

  if (!hydrated) return null;
  return (
    <Box>
      <Group gap="sm" mb="xs">
        {state === "off" ? (
          <Button leftSection={<IconCamera size={18} aria-hidden />} onClick={() => void start()}>
            {m.scanWithCamera()}
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCameraOff size={18} aria-hidden />}
            onClick={stop}
            loading={state === "starting"}
          >
            {m.stopCamera()}
          </Button>
        )}
        {state === "on" ? (
          <Text size="sm" c="dimmed">
            {m.holdQr()}
          </Text>
        ) : null}
      </Group>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={m.cameraView()}
        style={{
          display: state === "off" ? "none" : "block",
          width: "100%",
          maxWidth: 480,
          borderRadius: 8,
          background: "var(--mantine-color-black)",
        }}
      />
      {error ? (
        <Alert color="red" role="alert" mt="xs" title={m.cameraNotAvailable()}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
