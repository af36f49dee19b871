// Package codebeam is the Go client of the Codebeam API. Its models and operations are generated
// from the server's OpenAPI document by scripts/build-go-sdk.ts; this file, transport.go,
// errors.go, pager.go, live.go and sse.go are written by hand.
package codebeam

import (
	"errors"
	"net/http"
	"strings"
	"time"
)

// Version is sent in the User-Agent of every request.
const Version = "0.1.0"

// DefaultBaseURL is the server's address when WithBaseURL is not given.
const DefaultBaseURL = "http://localhost:3000"

// Client calls the API with one key. Its namespaces (QRCodes, Webhooks, …) hold the operations.
type Client struct {
	services
	// Scans holds the workspace-wide live scan stream (live.go, written by hand).
	Scans *ScansService
}

// Option configures a Client.
type Option func(*config)

type config struct {
	baseURL    string
	timeout    time.Duration
	maxRetries int
	http       *http.Client
}

// WithBaseURL sets the server's address, e.g. https://qr.example.com.
func WithBaseURL(url string) Option { return func(c *config) { c.baseURL = url } }

// WithTimeout sets the time allowed to each attempt (default 30 s).
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithMaxRetries sets how many times a retryable call is repeated (default 2).
func WithMaxRetries(n int) Option { return func(c *config) { c.maxRetries = n } }

// WithHTTPClient replaces http.DefaultClient (its Timeout, if any, applies besides WithTimeout).
func WithHTTPClient(h *http.Client) Option { return func(c *config) { c.http = h } }

// NewClient checks the key and options and returns a client; nothing is sent yet.
func NewClient(apiKey string, opts ...Option) (*Client, error) {
	cfg := config{baseURL: DefaultBaseURL, timeout: 30 * time.Second, maxRetries: 2, http: http.DefaultClient}
	for _, opt := range opts {
		opt(&cfg)
	}
	if !strings.HasPrefix(apiKey, "cb_sk_") {
		return nil, errors.New("codebeam: the API key must start with 'cb_sk_' (create one in the dashboard's API keys page)")
	}
	if !strings.HasPrefix(cfg.baseURL, "http://") && !strings.HasPrefix(cfg.baseURL, "https://") {
		return nil, errors.New("codebeam: the base URL must be an http(s) URL, got '" + cfg.baseURL + "'")
	}
	if cfg.timeout <= 0 || cfg.maxRetries < 0 {
		return nil, errors.New("codebeam: the timeout must be positive and the retries 0 or more")
	}
	c := &Client{}
	t := &transport{apiKey: apiKey, baseURL: strings.TrimRight(cfg.baseURL, "/"), cfg: cfg}
	c.init(t)
	c.Scans = &ScansService{t: t}
	return c, nil
}

// String returns a pointer to v, for optional fields.
func String(v string) *string { return &v }

// Int returns a pointer to v, for optional fields.
func Int(v int) *int { return &v }

// Bool returns a pointer to v, for optional fields.
func Bool(v bool) *bool { return &v }

// Float64 returns a pointer to v, for optional fields.
func Float64(v float64) *float64 { return &v }
