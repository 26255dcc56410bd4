package deploy

import (
	"bytes"
	"fmt"
	"strconv"

	"gopkg.in/yaml.v3"
)

// FillOperatorConfig sets operator.yaml's chain fields from a deployment
// record: chain_id, el_delegation_manager_address, registry_address,
// consumer_address, and eth_rpc_url when rpcURL is given. Everything else
// (the operator's own fields, comments, order) stays as it is. The result
// must still pass Check but for the fields only the operator can fill.
func FillOperatorConfig(in []byte, r *Record, rpcURL string) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(in, &doc); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%w: operator.yaml is not a mapping", ErrConfig)
	}
	if r.Contracts.Registry == ([20]byte{}) || r.Contracts.Consumer == ([20]byte{}) {
		return nil, fmt.Errorf("%w: the record names no registry or consumer (an unfinished deployment?)", ErrBadRecord)
	}
	m := doc.Content[0]
	set := func(key, value string, tag string) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				v := m.Content[i+1]
				v.Kind, v.Tag, v.Value, v.Style = yaml.ScalarNode, tag, value, 0
				if tag == "!!str" {
					v.Style = yaml.DoubleQuotedStyle
				}
				return
			}
		}
		m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key},
			&yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: value, Style: map[bool]yaml.Style{true: yaml.DoubleQuotedStyle}[tag == "!!str"]})
	}
	set("chain_id", strconv.FormatUint(r.ChainID, 10), "!!int")
	set("el_delegation_manager_address", r.EigenLayer.DelegationManager.Hex(), "!!str")
	set("registry_address", r.Contracts.Registry.Hex(), "!!str")
	set("consumer_address", r.Contracts.Consumer.Hex(), "!!str")
	if rpcURL != "" {
		set("eth_rpc_url", rpcURL, "!!str")
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
