package codebeam

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	mathrand "math/rand"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

const (
	maxRetryWait = 20 * time.Second
	baseDelay    = 500 * time.Millisecond
	maxDelay     = 8 * time.Second
)

// RequestOption adjusts one call.
type RequestOption func(*requestOptions)

type requestOptions struct {
	idempotencyKey string
	timeout        time.Duration
}

// WithIdempotencyKey sets a create's Idempotency-Key (e.g. an order id) instead of a random one:
// the same key never creates (or charges) twice.
func WithIdempotencyKey(key string) RequestOption {
	return func(o *requestOptions) { o.idempotencyKey = key }
}

// WithRequestTimeout overrides the client's per-attempt timeout for this call.
func WithRequestTimeout(d time.Duration) RequestOption {
	return func(o *requestOptions) { o.timeout = d }
}

// call is one operation as the generated code describes it.
type call struct {
	method     string
	path       string
	query      url.Values
	body       interface{}
	hasBody    bool
	idempotent bool // creates: an Idempotency-Key, the same on every retry
	safe       bool // a POST that saves nothing, safe to repeat
	accept     string
}

type transport struct {
	apiKey  string
	baseURL string
	cfg     config
}

// backoff is exponential with jitter: half the step fixed, half random.
func backoff(attempt int) time.Duration {
	step := math.Min(float64(maxDelay), float64(baseDelay)*math.Pow(2, float64(attempt)))
	return time.Duration(step/2 + mathrand.Float64()*step/2)
}

func newUUID() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// do sends the call, retrying GET, DELETE, safe POSTs and creates after a network error, a 5xx,
// a 429 or IDEMPOTENCY_KEY_IN_USE, and decodes the answer into out (*[]byte for raw bodies).
func (t *transport) do(ctx context.Context, c call, out interface{}, opts []RequestOption) error {
	var o requestOptions
	for _, opt := range opts {
		opt(&o)
	}
	if o.timeout <= 0 {
		o.timeout = t.cfg.timeout
	}
	var payload []byte
	if c.hasBody {
		var err error
		if payload, err = json.Marshal(c.body); err != nil {
			return err
		}
		if string(payload) == "null" {
			payload = []byte("{}")
		}
	}
	header := http.Header{}
	header.Set("Authorization", "Bearer "+t.apiKey)
	header.Set("User-Agent", "codebeam-go/"+Version)
	header.Set("X-Codebeam-Client", "codebeam-go/"+Version)
	header.Set("Accept", "application/json")
	if c.accept != "" {
		header.Set("Accept", c.accept)
	}
	if c.hasBody {
		header.Set("Content-Type", "application/json")
	}
	if c.idempotent {
		key := o.idempotencyKey
		if key == "" {
			key = newUUID()
		}
		header.Set("Idempotency-Key", key)
	}
	target := t.baseURL + c.path
	if q := c.query.Encode(); q != "" {
		target += "?" + q
	}
	retryable := c.method == http.MethodGet || c.method == http.MethodDelete || c.idempotent || c.safe

	for attempt := 0; ; attempt++ {
		canRetry := retryable && attempt < t.cfg.maxRetries
		status, answerHeader, body, err := t.attempt(ctx, c.method, target, header, payload, o.timeout)
		if err != nil {
			var connection *ConnectionError
			if !errors.As(err, &connection) || !canRetry {
				return err
			}
			if err := sleep(ctx, backoff(attempt)); err != nil {
				return err
			}
			continue
		}
		if status >= 200 && status < 300 {
			if raw, ok := out.(*[]byte); ok {
				*raw = body
				return nil
			}
			if len(body) == 0 {
				return nil
			}
			return json.Unmarshal(body, out)
		}
		failure := errorFromResponse(status, answerHeader, body)
		var cb *CodebeamError
		errors.As(failure, &cb)
		transient := status >= 500 || status == 429 || cb.Code == "IDEMPOTENCY_KEY_IN_USE"
		wait := backoff(attempt)
		if seconds, err := strconv.Atoi(answerHeader.Get("Retry-After")); err == nil && seconds > 0 {
			wait = time.Duration(seconds) * time.Second
		}
		if !canRetry || !transient || wait > maxRetryWait {
			return failure
		}
		if err := sleep(ctx, wait); err != nil {
			return err
		}
	}
}

// attempt sends one request and reads the whole answer within the timeout. The caller's own
// cancellation comes back as ctx.Err(), never retried.
func (t *transport) attempt(ctx context.Context, method, target string, header http.Header, payload []byte, timeout time.Duration) (int, http.Header, []byte, error) {
	attemptCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var reader io.Reader
	if payload != nil {
		reader = bytes.NewReader(payload)
	}
	request, err := http.NewRequestWithContext(attemptCtx, method, target, reader)
	if err != nil {
		return 0, nil, nil, err
	}
	request.Header = header.Clone()
	response, err := t.cfg.http.Do(request)
	var body []byte
	if err == nil {
		body, err = io.ReadAll(response.Body)
		response.Body.Close()
	}
	if err != nil {
		if ctx.Err() != nil {
			return 0, nil, nil, ctx.Err()
		}
		if attemptCtx.Err() == context.DeadlineExceeded {
			return 0, nil, nil, &TimeoutError{&CodebeamError{Code: "TIMEOUT", Message: fmt.Sprintf("The request timed out after %s.", timeout)}}
		}
		message := "Could not reach " + t.baseURL + ": " + err.Error()
		return 0, nil, nil, &ConnectionError{CodebeamError: &CodebeamError{Code: "CONNECTION_ERROR", Message: message}, Cause: err}
	}
	return response.StatusCode, response.Header, body, nil
}
