package codebeam

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// flaky answers `failures` times with `status` (and Retry-After when given), then 200 with body,
// recording the Idempotency-Key of every request.
type flaky struct {
	mu         sync.Mutex
	failures   int
	status     int
	retryAfter string
	body       string
	keys       []string
}

func (f *flaky) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.keys = append(f.keys, r.Header.Get("Idempotency-Key"))
	fail := len(f.keys) <= f.failures
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Request-Id", "req_test")
	if fail {
		if f.retryAfter != "" {
			w.Header().Set("Retry-After", f.retryAfter)
		}
		w.WriteHeader(f.status)
		_, _ = w.Write([]byte(`{"error":"Server Error","code":"INTERNAL_ERROR","message":"try again"}`))
		return
	}
	_, _ = w.Write([]byte(f.body))
}

func (f *flaky) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.keys)
}

func localClient(t *testing.T, handler http.Handler, opts ...Option) *Client {
	t.Helper()
	server := httptest.NewServer(handler)
	t.Cleanup(server.Close)
	client, err := NewClient("cb_sk_local", append([]Option{WithBaseURL(server.URL)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

func TestRetryGetAfterTwoFailures(t *testing.T) {
	f := &flaky{failures: 2, status: 503, body: `{"balance":7,"dynamicCodeCost":10,"staticQuota":{"limit":1,"used":0,"remaining":1,"resetsAt":"x"}}`}
	client := localClient(t, f)
	balance, err := client.Credits.Balance(context.Background())
	if err != nil {
		t.Fatalf("balance after two 503s: %v", err)
	}
	if balance.Balance != 7 || f.count() != 3 {
		t.Fatalf("balance %d after %d requests, want 7 after 3", balance.Balance, f.count())
	}
}

func TestRetryGivesUpAfterMaxRetries(t *testing.T) {
	f := &flaky{failures: 5, status: 500, body: `{}`}
	client := localClient(t, f, WithMaxRetries(1))
	_, err := client.Credits.Balance(context.Background())
	var cb *CodebeamError
	if !errors.As(err, &cb) || cb.Status != 500 || cb.RequestID != "req_test" {
		t.Fatalf("want a 500 CodebeamError with its request id, got %v", err)
	}
	if f.count() != 2 {
		t.Fatalf("%d requests, want 2 (one retry)", f.count())
	}
}

func TestRetryCreateKeepsItsIdempotencyKey(t *testing.T) {
	f := &flaky{failures: 2, status: 502, body: `{"id":"c1","shortLink":"s","templateUsed":"default"}`}
	client := localClient(t, f)
	if _, err := client.QRCodes.Create(context.Background(), &CreateQRCode{Content: "https://example.com"}); err != nil {
		t.Fatalf("create after two 502s: %v", err)
	}
	if f.count() != 3 || f.keys[0] == "" || f.keys[0] != f.keys[1] || f.keys[1] != f.keys[2] {
		t.Fatalf("want 3 requests with one Idempotency-Key, got %q", f.keys)
	}
}

func TestNoRetryForAPostWithoutIdempotency(t *testing.T) {
	f := &flaky{failures: 2, status: 503, body: `{}`}
	client := localClient(t, f)
	_, err := client.Webhooks.Test(context.Background(), "wh_1")
	if err == nil || f.count() != 1 {
		t.Fatalf("a webhook test must not be repeated: err %v after %d requests", err, f.count())
	}
	if f.keys[0] != "" {
		t.Fatalf("a non-create sent an Idempotency-Key %q", f.keys[0])
	}
}

func TestRetryHonoursRetryAfterOn429(t *testing.T) {
	f := &flaky{failures: 1, status: 429, retryAfter: "1", body: `{"data":[]}`}
	client := localClient(t, f)
	if _, err := client.Workspaces.List(context.Background()); err != nil {
		t.Fatalf("list after a 429 with Retry-After: %v", err)
	}
	if f.count() != 2 {
		t.Fatalf("%d requests, want 2", f.count())
	}
}

func TestRetryAfterBeyondTheCapIsReturned(t *testing.T) {
	f := &flaky{failures: 1, status: 429, retryAfter: "3600", body: `{}`}
	client := localClient(t, f)
	_, err := client.Workspaces.List(context.Background())
	var limited *RateLimitError
	if !errors.As(err, &limited) || limited.RetryAfter != 3600 || f.count() != 1 {
		t.Fatalf("want the RateLimitError at once with RetryAfter 3600, got %v after %d requests", err, f.count())
	}
}

func TestTimeoutPerAttempt(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	client := localClient(t, slow, WithMaxRetries(0), WithTimeout(50*time.Millisecond))
	_, err := client.Workspaces.List(context.Background())
	var timeout *TimeoutError
	var connection *ConnectionError
	if !errors.As(err, &timeout) || !errors.As(err, &connection) || timeout.Code != "TIMEOUT" {
		t.Fatalf("want a TimeoutError (a ConnectionError), got %v", err)
	}
}

func TestCallerCancellationIsNotRetried(t *testing.T) {
	f := &flaky{failures: 10, status: 503, body: `{}`}
	client := localClient(t, f)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := client.Workspaces.List(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}

func TestPagerWalksEveryPage(t *testing.T) {
	pages := map[string]string{
		"1": `{"list":[{"id":"a"},{"id":"b"}],"pagination":{"page":1,"size":2,"total":3,"totalPages":2}}`,
		"2": `{"list":[{"id":"c"}],"pagination":{"page":2,"size":2,"total":3,"totalPages":2}}`,
	}
	var asked []string
	client := localClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Query().Get("page")+"/"+r.URL.Query().Get("size"))
		_, _ = w.Write([]byte(pages[r.URL.Query().Get("page")]))
	}))
	pager := client.Webhooks.ListAll(&WebhooksListParams{Size: Int(2)})
	var ids []string
	for pager.Next(context.Background()) {
		ids = append(ids, pager.Item().ID)
	}
	if pager.Err() != nil || len(ids) != 3 || ids[2] != "c" || len(asked) != 2 || asked[1] != "2/2" {
		t.Fatalf("ids %q, pages asked %q, err %v", ids, asked, pager.Err())
	}
}

func TestNewClientRefusesABadKey(t *testing.T) {
	if _, err := NewClient("sk_wrong"); err == nil {
		t.Fatal("a key without the cb_sk_ prefix was accepted")
	}
}
