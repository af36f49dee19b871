package codebeam

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/url"
	"time"
)

// The live scan streams (QRCodes.StreamScans, Scans.Stream), written by hand with the TypeScript
// client's rules (sdk/src/live-scans.ts): a dropped or silent connection, or a 5xx, reconnects with
// Last-Event-ID after a backoff (the server replays the scans missed, or sends "reset"); a refusal
// (401, 403, 404, 429) ends the stream with its error class.

const (
	defaultIdleTimeout  = 45 * time.Second
	maxReconnectDelay   = 60 * time.Second
	defaultReconnection = 3 * time.Second
)

// LiveEvent is one event of a live scan stream: Type "scan" (Scan is set), "filtered" (Filtered is
// set: requests answered but not counted) or "reset" (Reason is set: scans were missed, reload your figures).
type LiveEvent struct {
	Type     string
	Scan     *LiveScan
	Filtered *LiveFiltered
	Reason   string
}

// StreamOption adjusts a live stream.
type StreamOption func(*LiveStream)

// WithIdleTimeout sets how long a stream waits for a byte (the server sends a heartbeat every 15 s)
// before it reconnects (default 45 s).
func WithIdleTimeout(d time.Duration) StreamOption { return func(s *LiveStream) { s.idle = d } }

// ScansService holds the workspace-wide scan operations (Client.Scans).
type ScansService struct {
	t *transport
}

// Stream is every code's scans as they happen, as QRCodes.StreamScans gives one code's.
func (s *ScansService) Stream(ctx context.Context, opts ...StreamOption) *LiveStream {
	return newLiveStream(ctx, s.t, "/api/v1/scans/stream", opts)
}

// StreamScans is the code's scans as they happen:
//
//	stream := client.QRCodes.StreamScans(ctx, id)
//	defer stream.Close()
//	for stream.Next() {
//		event := stream.Event()
//	}
//	if err := stream.Err(); err != nil { … } // a refusal: *NotFoundError, *AuthenticationError, …
func (s *QRCodesService) StreamScans(ctx context.Context, id string, opts ...StreamOption) *LiveStream {
	return newLiveStream(ctx, s.t, "/api/v1/qrcodes/"+url.PathEscape(id)+"/scans/stream", opts)
}

// LiveStream reads a live scan stream, reconnecting by itself. Next blocks until an event comes; it
// reports false once the context is cancelled or Close is called (Err is then nil), or on a refusal
// (Err says which). A WithHTTPClient client's Timeout would cut every stream: leave it 0 for streams.
type LiveStream struct {
	t           *transport
	url         string
	ctx         context.Context
	cancel      context.CancelFunc
	idle        time.Duration
	body        io.ReadCloser
	idleTimer   *time.Timer
	parser      sseParser
	buf         []byte
	pending     []LiveEvent
	event       LiveEvent
	lastEventID string
	retry       time.Duration
	failures    int
	opened      bool
	done        bool
	err         error
}

func newLiveStream(ctx context.Context, t *transport, path string, opts []StreamOption) *LiveStream {
	ctx, cancel := context.WithCancel(ctx)
	s := &LiveStream{t: t, url: t.baseURL + path, ctx: ctx, cancel: cancel, idle: defaultIdleTimeout,
		retry: defaultReconnection, buf: make([]byte, 32*1024)}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

// Next waits for the next event and reports whether there is one.
func (s *LiveStream) Next() bool {
	for !s.done {
		if len(s.pending) > 0 {
			s.event, s.pending = s.pending[0], s.pending[1:]
			return true
		}
		if s.body == nil {
			if err := s.connect(); err != nil {
				s.end(err)
			}
			continue
		}
		n, err := s.body.Read(s.buf)
		if n > 0 {
			s.idleTimer.Reset(s.idle)
			for _, frame := range s.parser.feed(s.buf[:n]) {
				s.take(frame)
			}
		}
		if err != nil {
			s.disconnect()
			if err != io.EOF {
				s.failures++
			}
		}
	}
	return false
}

// Event is the current event (valid after Next returned true).
func (s *LiveStream) Event() LiveEvent { return s.event }

// Err is the refusal that ended the stream, if any; nil after a cancellation or Close.
func (s *LiveStream) Err() error { return s.err }

// Close ends the stream and its connection; a Next blocked in another goroutine returns false.
func (s *LiveStream) Close() error {
	s.cancel()
	return nil
}

// end stops the stream: a cancellation ends it cleanly, a transient failure is retried, a refusal is kept.
func (s *LiveStream) end(err error) {
	if s.ctx.Err() != nil {
		s.done = true
		s.disconnect()
		return
	}
	var connection *ConnectionError
	var refusal *CodebeamError
	if errors.As(err, &connection) || (errors.As(err, &refusal) && refusal.Status >= 500) {
		s.failures++
		return
	}
	s.done, s.err = true, err
	s.cancel()
}

// connect waits before a reconnection, then opens the stream; the request's context is cancelled
// by Close, by the caller's context, or after s.idle without a byte.
func (s *LiveStream) connect() error {
	if s.opened {
		delay := time.Duration(math.Min(float64(s.retry)*math.Pow(2, math.Max(0, float64(s.failures-1))), float64(maxReconnectDelay)))
		if err := sleep(s.ctx, delay); err != nil {
			return err
		}
	}
	s.opened = true
	ctx, cancel := context.WithCancel(s.ctx)
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	if err != nil {
		cancel()
		return err
	}
	request.Header.Set("Authorization", "Bearer "+s.t.apiKey)
	request.Header.Set("Accept", "text/event-stream")
	request.Header.Set("Cache-Control", "no-cache")
	request.Header.Set("User-Agent", "codebeam-go/"+Version)
	request.Header.Set("X-Codebeam-Client", "codebeam-go/"+Version)
	if s.lastEventID != "" {
		request.Header.Set("Last-Event-ID", s.lastEventID)
	}
	timer := time.AfterFunc(s.idle, cancel)
	response, err := s.t.cfg.http.Do(request)
	if err != nil {
		timer.Stop()
		cancel()
		if s.ctx.Err() != nil {
			return s.ctx.Err()
		}
		return &ConnectionError{CodebeamError: &CodebeamError{Code: "CONNECTION_ERROR", Message: "Could not reach " + s.t.baseURL + ": " + err.Error()}, Cause: err}
	}
	if response.StatusCode < 200 || response.StatusCode >= 300 {
		body, _ := io.ReadAll(io.LimitReader(response.Body, 1<<20))
		response.Body.Close()
		timer.Stop()
		cancel()
		return errorFromResponse(response.StatusCode, response.Header, body)
	}
	s.body, s.idleTimer, s.parser = &cancelOnClose{response.Body, cancel}, timer, sseParser{}
	return nil
}

func (s *LiveStream) disconnect() {
	if s.body != nil {
		s.idleTimer.Stop()
		s.body.Close()
		s.body = nil
	}
	if s.ctx.Err() != nil {
		s.done = true
	}
}

// take keeps a frame's id and retry, and queues the event it carries.
func (s *LiveStream) take(frame sseFrame) {
	s.failures = 0
	if frame.hasRetry {
		s.retry = time.Duration(frame.retryMs) * time.Millisecond
	}
	if frame.hasID {
		s.lastEventID = frame.id
	}
	if !frame.hasData {
		return
	}
	event := LiveEvent{Type: frame.event}
	var err error
	switch frame.event {
	case "scan":
		event.Scan = &LiveScan{}
		err = json.Unmarshal([]byte(frame.data), event.Scan)
	case "filtered":
		event.Filtered = &LiveFiltered{}
		err = json.Unmarshal([]byte(frame.data), event.Filtered)
	case "reset":
		var reset struct{ Reason string }
		err = json.Unmarshal([]byte(frame.data), &reset)
		event.Reason = reset.Reason
	default:
		return // not this API's event: skipped, as an EventSource skips unknown events
	}
	if err == nil {
		s.pending = append(s.pending, event)
	}
}

// cancelOnClose releases the connection's context with its body.
type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}
